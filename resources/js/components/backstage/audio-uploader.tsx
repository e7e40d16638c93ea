import { useState } from 'react';
import { formatDuration } from '@common/format';
import { mediaUrl } from '@common/media-url';
import { AUDIO_UPLOADER, MAX_AUDIO_BYTES } from '@common/uploader-contract';
import { FilePicker, UploadActions, UploadStatus } from './upload-status';
import { useUpload } from './use-upload';

/** POST /api/backstage/audio-uploader's answer (spec §7 reads `audio_path`). */
interface AudioAnswer {
  audio_path: string;
  duration_seconds: number;
  format: string;
  url: string | null;
}

/**
 * The audio uploader of spec §2/§7. Interface fixed for every form that uses it.
 */
export interface AudioUploaderProps {
  id: string;
  /** The stored audio path, or '' for none. */
  value: string;
  /** Called with the stored path and its duration in whole seconds as the server measured it ('' and null on Remove). */
  onChange: (path: string, durationSeconds?: number | null) => void;
  invalid?: boolean;
  /** The URL to play the current audio from (the server's media URL of `value`), when the page has one. */
  previewUrl?: string | null;
}

/**
 * Picks an audio file and uploads it at once, showing the share sent; the form gets the stored path
 * and duration when the server has checked and stored it. As in spec §7 the picker is cleared after
 * each upload; a failure's reason shows below it (§8). The current audio can be listened to.
 */
export function AudioUploader({ id, value, onChange, invalid, previewUrl }: AudioUploaderProps) {
  const upload = useUpload<AudioAnswer>({ url: AUDIO_UPLOADER, field: 'audio', maxBytes: MAX_AUDIO_BYTES });
  const [uploaded, setUploaded] = useState<AudioAnswer | null>(null);
  const uploading = upload.status === 'uploading';
  const latest = uploaded?.audio_path === value ? uploaded : null;
  const playable = value ? (latest ? latest.url : previewUrl || mediaUrl(value)) : null;

  const choose = async (file: File) => {
    const answer = await upload.start(file);
    if (!answer) return;
    setUploaded(answer);
    onChange(answer.audio_path, answer.duration_seconds);
  };
  const remove = () => {
    upload.reset();
    onChange('', null);
  };

  return (
    <div className="mt-1.5">
      <FilePicker id={id} accept="audio/*" state={upload} invalid={invalid} onPick={choose} />
      <UploadStatus id={id} state={upload} />
      <UploadActions
        state={upload}
        value={value}
        what="audio"
        onStop={upload.reset}
        onRemove={remove}
        done={latest && ` · ${formatDuration(latest.duration_seconds)} · ${latest.format.toUpperCase()}`}
      />
      {playable && !uploading && (
        // A key per source: a new upload loads afresh instead of keeping the old file's player state.
        <audio key={playable} controls preload="metadata" src={playable} aria-label="Listen to the current audio" className="mt-2 w-full max-w-md" />
      )}
    </div>
  );
}
