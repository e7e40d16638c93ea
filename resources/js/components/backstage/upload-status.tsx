import type { ChangeEvent, ReactNode } from 'react';
import type { UploadState } from './use-upload';
import { useT } from '../../i18n/i18n-context';

/**
 * Under an uploader's picker: the share sent while uploading (spec §7 "progress shown as a
 * percentage"), or why the last upload failed (spec §8, audio; we say it for images too).
 */
export function UploadStatus({ id, state }: { id: string; state: UploadState }) {
  const t = useT();
  if (state.status === 'uploading') {
    return (
      <div className="mt-2 flex items-center gap-3" aria-live="polite">
        <div
          role="progressbar"
          aria-label={t('backstage.upload.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${state.progress}%` }} />
        </div>
        <span className="w-24 shrink-0 text-right text-sm tabular-nums text-stone-600">{t('backstage.upload.uploading', { progress: state.progress })}</span>
      </div>
    );
  }
  if (state.status === 'failed' && state.error) {
    return (
      <p id={`${id}-upload-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
        {state.error}
      </p>
    );
  }
  return null;
}

interface FilePickerProps {
  id: string;
  /** The kinds offered in the browser's picker ('image/*'); the server checks the bytes. */
  accept: string;
  state: UploadState;
  invalid?: boolean;
  /** Uploads the chosen file; the picker is cleared once it is done (spec §7), so the same file can be chosen again. */
  onPick: (file: File) => Promise<void>;
}

/** The uploaders' file input: off while a file is on its way, described by the failure's reason when there is one. */
export function FilePicker({ id, accept, state, invalid, onPick }: FilePickerProps) {
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    await onPick(file);
    input.value = '';
  };
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      onChange={pick}
      disabled={state.status === 'uploading'}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={state.status === 'failed' ? `${id}-upload-error` : undefined}
      className={filePickerClass}
    />
  );
}

const filePickerClass =
  'block w-full max-w-full text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800 hover:file:bg-teal-100 disabled:cursor-not-allowed disabled:opacity-60';

const smallButtonClass = 'rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100';

interface UploadActionsProps {
  state: UploadState;
  /** The stored path the field holds now. */
  value: string;
  /** 'image' or 'audio': the Remove button says what it removes. */
  what: string;
  onStop: () => void;
  onRemove: () => void;
  /** What a finished upload shows beside "Uploaded" (the audio's length). */
  done?: ReactNode;
}

/** Beside a picker: Stop while uploading; otherwise Remove, the stored path, and "Uploaded" once done. */
export function UploadActions({ state, value, what, onStop, onRemove, done }: UploadActionsProps) {
  const t = useT();
  if (state.status === 'uploading') {
    return (
      <div className="mt-2">
        <button type="button" onClick={onStop} className={smallButtonClass}>
          {t('backstage.upload.stop')}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {value && (
        <button type="button" onClick={onRemove} className={smallButtonClass}>
          {t(what === 'image' ? 'backstage.upload.removeImage' : 'backstage.upload.removeAudio')}
        </button>
      )}
      {state.status === 'done' && <span className="text-sm font-semibold text-emerald-700">{t('backstage.upload.done')}{done}</span>}
      {value && (
        <span className="min-w-0 font-mono text-xs break-all text-stone-500">
          {value}
        </span>
      )}
    </div>
  );
}
