import { useState, type FormEvent } from 'react';
import { useForm } from '@inertiajs/react';
import { AudioUploader } from './audio-uploader';
import { Field, inputClass } from './form-parts';
import { useUploading } from './uploads-in-flight';
import { useT } from '../../i18n/i18n-context';

/**
 * Adds an episode to a podcast of our own: title, notes and the recording, uploaded at once by the
 * audio picker. The server queues it for the audio pipeline; the list below shows it as being
 * prepared until its mp3 is made, and only then is it on the site.
 */
export function PodcastEpisodeUpload({ podcastId }: { podcastId: number }) {
  const t = useT();
  const uploading = useUploading();
  const form = useForm({ title: '', description: '', audio: '' });
  // A new picker after each episode added: the last upload's status does not stay under an empty form.
  const [added, setAdded] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(`/backstage/podcasts/${podcastId}/episodes`, {
      preserveScroll: true,
      onSuccess: () => {
        form.reset();
        setAdded((count) => count + 1);
      },
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="add-episode" className="mt-3 space-y-4 rounded-xl border border-dashed border-stone-300 p-4">
      <div>
        <h3 id="add-episode" className="text-sm font-bold text-stone-900">
          {t('backstage.episodes.add')}
        </h3>
        <p className="mt-0.5 text-xs text-stone-500">{t('backstage.episodes.addHint')}</p>
      </div>
      <Field id="episode-title" label={t('backstage.episodes.title')} error={form.errors.title}>
        <input type="text" id="episode-title" className={inputClass} value={form.data.title} maxLength={300} aria-invalid={!!form.errors.title} onChange={(event) => form.setData('title', event.target.value)} />
      </Field>
      <Field id="episode-description" label={t('backstage.episodes.notes')} error={form.errors.description}>
        <textarea id="episode-description" rows={3} className={inputClass} value={form.data.description} aria-invalid={!!form.errors.description} onChange={(event) => form.setData('description', event.target.value)} />
      </Field>
      <Field id="episode-audio" label={t('backstage.episodes.audio')} error={form.errors.audio}>
        <AudioUploader key={added} id="episode-audio" value={form.data.audio} invalid={!!form.errors.audio} onChange={(path) => form.setData('audio', path)} />
      </Field>
      <button type="submit" disabled={form.processing || uploading} className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60">
        {form.processing ? t('backstage.episodes.adding') : t('backstage.episodes.submit')}
      </button>
    </form>
  );
}
