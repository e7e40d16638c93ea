import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notifications';
import { EntitySelector, type PickedItem } from '../entity-selector';
import { Field, inputClass } from '../form-parts';
import { THUMBNAIL_SIZES } from '../youtube-field';
import { callJson } from './call-json';
import { primaryButton, secondaryButton } from './panel';
import { Thumbnail } from '../thumbnail';
import { useT } from '../../../i18n/i18n-context';

export interface VideoToImport {
  videoId: string;
  title: string;
  publishedAt: string;
}

/** Spec §5: the import form takes 1 artist and up to 4 featured artists. */
const MAX_FEATURES = 4;

interface ImportFields {
  name: string;
  artist: PickedItem[];
  originalArtist: PickedItem[];
  features: PickedItem[];
  released: string;
  thumbnail: string;
  downloadAudio: boolean;
  coverFromVideo: boolean;
  smart: boolean;
}

/** Spec §4: the dialog opens prefilled with the lowercased title as the name and the video id. */
const formFor = (video: VideoToImport): ImportFields => ({
  name: video.title.toLowerCase(),
  artist: [],
  originalArtist: [],
  features: [],
  released: /^\d{4}/.exec(video.publishedAt)?.[0] ?? '',
  thumbnail: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
  downloadAudio: true,
  coverFromVideo: true,
  smart: false,
});

/**
 * The 600 px import dialog of spec §2/§9: the song form for one video. Saving creates the song and
 * queues its audio ('Song added'); closing (Cancel, Escape, after saving) resets the form.
 */
export function YoutubeImportDialog({ video, onClose, onImported }: { video: VideoToImport | null; onClose: () => void; onImported: (videoId: string, songId: number) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (video && !element.open) element.showModal();
    else if (!video && element.open) element.close();
  }, [video]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="youtube-import-dialog-title"
      className="m-auto max-h-[600px] w-[calc(100%-1.5rem)] max-w-[600px] overflow-y-auto rounded-2xl border border-stone-200 p-0 shadow-xl backdrop:bg-stone-900/40"
    >
      {/* Keyed by the video: another video, or the same one opened again, starts from a fresh form. */}
      {video && <ImportForm key={video.videoId} video={video} onClose={onClose} onImported={onImported} />}
    </dialog>
  );
}

function ImportForm({ video, onClose, onImported }: { video: VideoToImport; onClose: () => void; onImported: (videoId: string, songId: number) => void }) {
  const t = useT();
  const [form, setForm] = useState<ImportFields>(() => formFor(video));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = (change: Partial<ImportFields>) => setForm((current) => ({ ...current, ...change }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const { ok, body } = await callJson<{ data?: { id: number }; errors?: Record<string, string[]> }>('POST', '/api/backstage/song-import-youtube', {
      name: form.name,
      artist: form.artist[0]?.id ?? null,
      original_artist: form.originalArtist[0]?.id ?? null,
      features: form.features.map((artist) => artist.id),
      released: form.released,
      youtube: video.videoId,
      meta: { thumbnail: form.thumbnail, is_youtube: form.downloadAudio, cover: form.coverFromVideo, is_smart: form.smart },
    });
    setSaving(false);
    if (!ok || !body.data) {
      setErrors(Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? ''])));
      notify({ type: 'warning', title: t('backstage.notify.failed'), message: body.message ?? t('backstage.notify.failed') });
      return;
    }
    notify({ type: 'success', message: t('backstage.import.songAdded') });
    onImported(video.videoId, body.data.id);
    onClose();
  };

  return (
    <form onSubmit={submit} className="space-y-4 p-5">
      <h2 id="youtube-import-dialog-title" className="text-lg font-bold text-stone-900">
        {t('backstage.import.dialogTitle')}
      </h2>
      <Thumbnail src={form.thumbnail || `https://i.ytimg.com/vi/${video.videoId}/mqdefault.jpg`} className="aspect-video w-40 rounded-xl sm:w-48" />
      <Field id="import-name" label={t('backstage.list.name')} error={errors.name}>
        <input type="text" id="import-name" value={form.name} onChange={(event) => set({ name: event.target.value })} maxLength={200} required className={inputClass} />
      </Field>
      <Field id="import-artist" label={t('backstage.col.artist')} error={errors.artist}>
        <EntitySelector id="import-artist" kind="artists" value={form.artist} onChange={(artist) => set({ artist })} max={1} placeholder={t('backstage.pick.artists')} invalid={Boolean(errors.artist)} />
      </Field>
      <Field id="import-original-artist" label={t('backstage.song.originalArtist')} hint={t('backstage.import.originalHint')} error={errors.original_artist}>
        <EntitySelector id="import-original-artist" kind="artists" value={form.originalArtist} onChange={(originalArtist) => set({ originalArtist })} max={1} placeholder={t('backstage.pick.artists')} />
      </Field>
      <Field id="import-features" label={t('backstage.field.upTo', { field: t('backstage.song.featuring'), max: MAX_FEATURES })} error={errors.features}>
        <EntitySelector id="import-features" kind="artists" value={form.features} onChange={(features) => set({ features })} max={MAX_FEATURES} placeholder={t('backstage.pick.artists')} />
      </Field>
      <Field id="import-released" label={t('backstage.song.released')} error={errors.released}>
        <input type="text" id="import-released" value={form.released} onChange={(event) => set({ released: event.target.value })} inputMode="numeric" maxLength={4} className={inputClass} />
      </Field>
      <Field id="import-youtube" label={t('backstage.import.video')} error={errors.youtube}>
        <input type="text" id="import-youtube" value={video.videoId} readOnly className={`${inputClass} bg-stone-50 font-mono`} />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">{t('backstage.youtube.thumbnail')}</legend>
        <div className="mt-1.5 grid grid-cols-4 gap-2">
          {THUMBNAIL_SIZES.map((size) => {
            const url = `https://i.ytimg.com/vi/${video.videoId}/${size}.jpg`;
            return (
              <button key={size} type="button" onClick={() => set({ thumbnail: url })} aria-pressed={form.thumbnail === url} className={`rounded-lg border-2 px-1 py-1.5 text-xs font-semibold ${form.thumbnail === url ? 'border-teal-600 text-teal-800' : 'border-stone-200 text-stone-600'}`}>
                {size}
              </button>
            );
          })}
        </div>
        {form.thumbnail && (
          <button type="button" onClick={() => set({ thumbnail: '' })} className="mt-2 text-sm font-semibold text-red-700 hover:underline">
            {t('backstage.youtube.clear')}
          </button>
        )}
      </fieldset>
      <div className="space-y-2 text-sm text-stone-800">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.downloadAudio} onChange={(event) => set({ downloadAudio: event.target.checked })} /> {t('backstage.import.download')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.coverFromVideo} onChange={(event) => set({ coverFromVideo: event.target.checked })} /> {t('backstage.import.cover')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.smart} onChange={(event) => set({ smart: event.target.checked })} /> {t('backstage.song.smart')}
        </label>
      </div>
      <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-stone-200 bg-white px-5 py-3">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('backstage.cancel')}
        </button>
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? t('backstage.import.adding') : t('backstage.import.addSong')}
        </button>
      </div>
    </form>
  );
}
