import { useState } from 'react';
import { router } from '@inertiajs/react';
import type { BackstageMedia } from '../../../../server/features/lectures/media.backstage';
import { formatDuration } from '@common/format';
import { notify } from '../../lib/notifications';
import { AUDIO_UPLOADER, MAX_AUDIO_BYTES } from '@common/uploader-contract';
import { callJson } from './curation/call-json';
import { inputClass } from './form-parts';
import { FilePicker, UploadStatus } from './upload-status';
import { useUpload } from './use-upload';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

/** A recording chosen in this form and uploaded, waiting for the resource's save to attach it. */
export interface PendingMedia {
  file_path: string;
  title: string;
  duration_seconds: number | null;
}

interface AudioAnswer {
  audio_path: string;
  duration_seconds: number;
}

const STATUS: Record<BackstageMedia['status'], { label: MessageId; className: string }> = {
  processing: { label: 'backstage.media.processing', className: 'bg-amber-100 text-amber-800' },
  ready: { label: 'backstage.media.ready', className: 'bg-emerald-100 text-emerald-800' },
  failed: { label: 'backstage.media.failed', className: 'bg-red-100 text-red-800' },
};

/** The file's name without its extension, as a first title staff can change. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, 300);

/**
 * Spec §2 "Media panel": an audio file picker (audio only); the Pending list of files chosen in this
 * form, each removable before the save attaches them; and the Attached list with an editable title
 * (saved on leaving the field, PUT /api/backstage/media/{id}), the file path and Detach
 * (DELETE /api/backstage/media-detach/{id}, then the page reloads). Attached recordings go through
 * the audio pipeline; their state shows beside them.
 */
export function MediaPanel({ attached, pending, onPendingChange, error }: { attached: BackstageMedia[]; pending: PendingMedia[]; onPendingChange: (pending: PendingMedia[]) => void; error?: string }) {
  const t = useT();
  const upload = useUpload<AudioAnswer>({ url: AUDIO_UPLOADER, field: 'audio', maxBytes: MAX_AUDIO_BYTES });
  const pick = async (file: File) => {
    const answer = await upload.start(file);
    if (answer) onPendingChange([...pending, { file_path: answer.audio_path, title: titleOf(file), duration_seconds: answer.duration_seconds }]);
  };
  return (
    <section aria-labelledby="media-panel" className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4">
      <h2 id="media-panel" className="text-base font-bold text-stone-900">
        {t('backstage.media.heading')}
      </h2>
      <div>
        <label htmlFor="media-file" className="block text-sm font-semibold text-stone-800">
          {t('backstage.media.add')}
        </label>
        <p className="mb-1.5 text-xs text-stone-500">{t('backstage.media.addHint')}</p>
        <FilePicker id="media-file" accept="audio/*" state={upload} invalid={!!error} onPick={pick} />
        <UploadStatus id="media-file" state={upload} />
        {error && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
      <MediaList title={t('backstage.media.pending')} empty={t('backstage.media.noPending')}>
        {pending.map((item, index) => (
          <li key={item.file_path} className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-2.5 shadow-sm" data-testid="pending-media">
            <label className="sr-only" htmlFor={`pending-${index}`}>
              Title of new recording {index + 1}
            </label>
            <input type="text" id={`pending-${index}`} value={item.title} maxLength={300} onChange={(event) => onPendingChange(pending.map((was, at) => (at === index ? { ...was, title: event.target.value } : was)))} className={`${inputClass} mt-0 min-w-0 flex-1 py-1.5 text-sm`} />
            <span className="text-xs text-stone-500">{formatDuration(item.duration_seconds)}</span>
            <button type="button" onClick={() => onPendingChange(pending.filter((_, at) => at !== index))} className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
              {t('backstage.remove')}
            </button>
          </li>
        ))}
      </MediaList>
      <MediaList title={t('backstage.media.attached')} empty={t('backstage.media.noneAttached')}>
        {attached.map((media, index) => (
          <AttachedMedia key={media.id} media={media} position={index + 1} />
        ))}
      </MediaList>
    </section>
  );
}

function MediaList({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-800">
        {title} <span className="font-normal text-stone-500">({children.length})</span>
      </h3>
      {children.length === 0 ? <p className="mt-1 text-sm text-stone-500">{empty}</p> : <ul className="mt-1.5 space-y-2">{children}</ul>}
    </div>
  );
}

/** Where a processing recording's job stands: converting now, or how many jobs are before it. */
function QueuePlaceNote({ place }: { place: NonNullable<BackstageMedia['queue']> }) {
  const t = useT();
  const text = place.running ? t('backstage.media.running') : 'ahead' in place ? t('backstage.media.queued', { ahead: place.ahead }) : t('backstage.media.retrying');
  return (
    <p className="mt-1 text-xs text-stone-600" data-testid="queue-place">
      {text}
    </p>
  );
}

function AttachedMedia({ media, position }: { media: BackstageMedia; position: number }) {
  const t = useT();
  const [title, setTitle] = useState(media.title ?? '');
  const [saved, setSaved] = useState(media.title ?? '');
  const status = STATUS[media.status];
  const rename = async () => {
    const next = title.trim();
    if (!next || next === saved) return setTitle(saved);
    const answer = await callJson<{ data: BackstageMedia }>('PUT', `/api/backstage/media/${media.id}`, { title: next });
    // Spec §8: a failed title update is only logged; the field goes back to what is saved.
    if (!answer.ok) {
      console.error('Media title update failed', answer.body.message);
      return setTitle(saved);
    }
    setSaved(next);
  };
  const detach = async () => {
    if (!window.confirm(t('backstage.media.confirmDetach', { title: saved || media.file_path }))) return;
    const answer = await callJson('DELETE', `/api/backstage/media-detach/${media.id}`);
    if (!answer.ok) return void notify({ type: 'error', title: t('notification.error'), message: answer.body.message ?? t('backstage.media.notDetached') });
    router.reload();
  };
  return (
    <li className="rounded-xl bg-white p-2.5 shadow-sm" data-testid="attached-media">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`media-${media.id}-title`}>
          {t('backstage.media.titleLabel', { position })}
        </label>
        <input
          type="text"
          id={`media-${media.id}-title`}
          value={title}
          maxLength={300}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          // A line of its own on a phone (the badge and Detach beside it left room for five letters).
          className={`${inputClass} mt-0 min-w-0 basis-full py-1.5 text-sm sm:basis-0 sm:flex-1`}
        />
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>{t(status.label)}</span>
        <button type="button" onClick={detach} className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
          {t('backstage.media.detach')}
        </button>
      </div>
      <p className="mt-1.5 truncate font-mono text-xs text-stone-500" title={media.file_path}>
        {media.file_path}
        {media.duration_seconds ? ` · ${formatDuration(media.duration_seconds)}` : ''}
      </p>
      {/* Its own line: beside the badge it would squeeze the title field on a phone. */}
      {media.status === 'processing' && media.queue && <QueuePlaceNote place={media.queue} />}
      {media.message && <p className="mt-1 text-xs text-red-700">{media.message}</p>}
      {media.status === 'ready' && media.url && <audio controls preload="none" src={media.url} aria-label={t('backstage.media.listen', { title: saved })} className="mt-2 h-9 w-full" />}
    </li>
  );
}
