import { useState } from 'react';
import type { BackstageSong } from '../../../../server/features/songs/songs.backstage.queries';
import { EntitySelector, type PickedItem } from './entity-selector';
import { Field, inputClass } from './form-parts';
import { ImageField } from './image-field';
import { AudioUploader } from './audio-uploader';
import { YoutubeField } from './youtube-field';
import { VersesEditor, newVerseKey, type VerseFields } from './verses-editor';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

export interface SongFields {
  name: string;
  artist: PickedItem[];
  original_artist: PickedItem[];
  features: PickedItem[];
  album: PickedItem[];
  playlists: PickedItem[];
  released: string;
  youtube: string;
  cover: string;
  audio: string;
  meta: { thumbnail: string; is_youtube: boolean; cover: boolean; is_smart: boolean };
  /** Names as written; singers separated by commas. */
  credits: { poet: string; composer: string; singers: string; band: string };
  verses: VerseFields[];
}

const CREDIT_FIELDS = [
  { key: 'poet', label: 'backstage.song.poet', hint: 'backstage.song.poetHint' },
  { key: 'composer', label: 'backstage.song.composer', hint: 'backstage.song.composerHint' },
  { key: 'singers', label: 'backstage.song.singers', hint: 'backstage.song.singersHint' },
  { key: 'band', label: 'backstage.song.band', hint: undefined },
] as const;

export const emptySong = (): SongFields => ({
  name: '', artist: [], original_artist: [], features: [], album: [], playlists: [], released: '', youtube: '', cover: '', audio: '',
  // Nothing given yet, nothing to download: "Download audio" follows the video (see downloadsByDefault).
  meta: { thumbnail: '', is_youtube: false, cover: false, is_smart: false },
  credits: { poet: '', composer: '', singers: '', band: '' },
  verses: [],
});

/** The form's fields from the song as the server has it. */
export const songFields = (song: BackstageSong): SongFields => ({
  name: song.name,
  artist: [song.artist],
  original_artist: song.original_artist ? [song.original_artist] : [],
  features: song.features,
  album: song.album ? [song.album] : [],
  playlists: song.playlists,
  released: song.released ? String(song.released) : '',
  youtube: song.youtube ?? '',
  cover: song.cover ?? '',
  audio: song.audio ?? '',
  meta: { thumbnail: song.meta.thumbnail ?? '', is_youtube: song.meta.is_youtube, cover: song.meta.cover, is_smart: song.meta.is_smart },
  credits: { poet: song.credits?.poet ?? '', composer: song.credits?.composer ?? '', singers: song.credits?.singers.join(', ') ?? '', band: song.credits?.band ?? '' },
  verses: song.verses.map((verse) => ({
    id: verse.id,
    key: `v${verse.id}`,
    title: verse.title ?? '',
    language: verse.language,
    non_synced_lyrics: verse.non_synced_lyrics,
    is_default: verse.is_default,
    translation_text: verse.translation?.lines.join('\n') ?? '',
    translation_language: verse.translation?.language ?? 'english',
  })),
});

/** What the server takes (spec §7): relations as ids. */
const payload = (data: SongFields) => ({
  name: data.name,
  artist: data.artist[0]?.id ?? '',
  original_artist: data.original_artist[0]?.id ?? null,
  features: data.features.map((item) => item.id),
  album: data.album[0]?.id ?? null,
  playlists: data.playlists.map((item) => item.id),
  released: data.released,
  youtube: data.youtube,
  cover: data.cover,
  audio: data.audio,
  meta: data.meta,
  credits: data.credits,
  verses: data.verses.map(({ id, title, language, non_synced_lyrics, is_default, translation_text, translation_language }) => ({
    id,
    title,
    language,
    non_synced_lyrics,
    is_default,
    translation: { language: translation_language, text: translation_text },
  })),
});

/**
 * What "Download audio" should be when staff have not set it: on when there is a video to download
 * from, off when an uploaded file is the audio (it wins over the video) or no video is given.
 */
const downloadsByDefault = ({ youtube, audio }: Pick<SongFields, 'youtube' | 'audio'>) => youtube.trim() !== '' && audio === '';

interface SongFormProps {
  initial: SongFields;
  limits: { maxFeatures: number; maxPlaylists: number };
  submit: RecordSubmit;
  reloadUrl?: string;
  coverUrl?: string | null;
  audioUrl?: string | null;
}

function Toggle({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex items-start gap-2.5 rounded-xl border border-stone-200 px-3 py-2.5">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-4 accent-teal-700" />
      <span>
        <span className="block text-sm font-semibold text-stone-800">{label}</span>
        {hint && <span className="block text-xs text-stone-500">{hint}</span>}
      </span>
    </label>
  );
}

/** Spec §3 song fields with the pickers, uploaders, Extract ID, the thumbnail picker and the lyrics versions. */
export function SongForm({ initial, limits, submit, reloadUrl, coverUrl, audioUrl }: SongFormProps) {
  const t = useT();
  const record = useRecordForm<SongFields, BackstageSong>({ initial, submit, reloadUrl, savedProp: 'song', fieldsOf: songFields, payload });
  const { form, errors } = record;
  // useForm's setData is typed per key; the pickers and editors hand whole values back.
  const set = <K extends keyof SongFields>(key: K) => (value: SongFields[K]) => form.setData((data) => ({ ...data, [key]: value }));
  const setMeta = (change: Partial<SongFields['meta']>) => form.setData((data) => ({ ...data, meta: { ...data.meta, ...change } }));
  // A new song's "Download audio" follows the video and the upload until staff set it themselves; a
  // saved song keeps what was saved.
  const [downloadChosen, setDownloadChosen] = useState(submit.method === 'put');
  const chooseDownload = (value: boolean) => {
    setDownloadChosen(true);
    setMeta({ is_youtube: value });
  };
  const setSource = (change: Partial<Pick<SongFields, 'youtube' | 'audio'>>) =>
    form.setData((data) => {
      const next = { ...data, ...change };
      return downloadChosen ? next : { ...next, meta: { ...next.meta, is_youtube: downloadsByDefault(next) } };
    });
  const describedBy = (field: string) => (errors[field] ? `song-${field}-error` : undefined);

  return (
    <RecordForm state={record} noun="song">
      <Field id="song-name" label={t('backstage.list.name')} error={errors.name}>
        <input type="text" id="song-name" value={form.data.name} onChange={(event) => form.setData('name', event.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('name')} maxLength={200} autoComplete="off" className={inputClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="song-artist" label={t('backstage.col.artist')} error={errors.artist}>
          <EntitySelector id="song-artist" kind="artists" value={form.data.artist} onChange={set('artist')} invalid={!!errors.artist} describedBy={describedBy('artist')} placeholder={t('backstage.pick.artists')} />
        </Field>
        <Field id="song-original-artist" label={t('backstage.song.originalArtist')} error={errors.original_artist}>
          <EntitySelector id="song-original-artist" kind="artists" value={form.data.original_artist} onChange={set('original_artist')} invalid={!!errors.original_artist} placeholder={t('backstage.song.originalArtistHint')} />
        </Field>
      </div>
      <Field id="song-features" label={t('backstage.field.upTo', { field: t('backstage.song.featuring'), max: limits.maxFeatures })} error={errors.features}>
        <EntitySelector id="song-features" kind="artists" value={form.data.features} onChange={set('features')} max={limits.maxFeatures} invalid={!!errors.features} placeholder={t('backstage.pick.artists')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field id="song-album" label={t('backstage.field.album')} error={errors.album}>
          <EntitySelector id="song-album" kind="albums" value={form.data.album} onChange={set('album')} invalid={!!errors.album} placeholder={t('backstage.pick.albums')} />
        </Field>
        <Field id="song-released" label={t('backstage.song.released')} error={errors.released}>
          <input type="text" id="song-released" inputMode="numeric" value={form.data.released} onChange={(event) => form.setData('released', event.target.value.replace(/\D/g, '').slice(0, 4))} aria-invalid={errors.released ? true : undefined} placeholder="1989" className={inputClass} />
        </Field>
      </div>
      <Field id="song-playlists" label={t('backstage.field.upTo', { field: t('backstage.song.playlists'), max: limits.maxPlaylists })} error={errors.playlists}>
        <EntitySelector id="song-playlists" kind="playlists" value={form.data.playlists} onChange={set('playlists')} max={limits.maxPlaylists} invalid={!!errors.playlists} placeholder={t('backstage.pick.playlists')} />
      </Field>
      <YoutubeField value={form.data.youtube} onChange={(youtube) => setSource({ youtube })} thumbnail={form.data.meta.thumbnail} onThumbnail={(url) => setMeta({ thumbnail: url })} error={errors.youtube ?? errors['meta.thumbnail']} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Toggle id="song-download-audio" label={t('backstage.song.download')} hint={t('backstage.song.downloadHint')} checked={form.data.meta.is_youtube} onChange={chooseDownload} />
        <Toggle id="song-cover-from-video" label={t('backstage.song.coverFromVideo')} hint={t('backstage.song.coverFromVideoHint')} checked={form.data.meta.cover} onChange={(value) => setMeta({ cover: value })} />
        <Toggle id="song-smart" label={t('backstage.song.smart')} hint={t('backstage.song.smartHint')} checked={form.data.meta.is_smart} onChange={(value) => setMeta({ is_smart: value })} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageField id="song-cover" label={t('backstage.field.cover')} error={errors.cover} value={form.data.cover} saved={initial.cover} savedUrl={coverUrl} onChange={set('cover')} imagepath="songs" component="song-form" />
        <Field id="song-audio" label={t('backstage.field.audio')} hint={t('backstage.song.audioHint')} error={errors.audio}>
          <AudioUploader id="song-audio" value={form.data.audio} onChange={(audio) => setSource({ audio })} previewUrl={form.data.audio === initial.audio ? audioUrl : undefined} invalid={!!errors.audio} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">{t('backstage.song.credits')}</legend>
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          {CREDIT_FIELDS.map(({ key, label, hint }) => (
            <Field key={key} id={`song-credits-${key}`} label={t(label)} hint={hint && t(hint)} error={errors[`credits.${key}`]}>
              <input type="text" id={`song-credits-${key}`} value={form.data.credits[key]} onChange={(event) => form.setData('credits', { ...form.data.credits, [key]: event.target.value })} maxLength={key === 'singers' ? 2000 : 200} className={inputClass} />
            </Field>
          ))}
        </div>
      </fieldset>
      <VersesEditor verses={form.data.verses} onChange={set('verses')} error={errors.verses ?? Object.entries(errors).find(([key]) => key.startsWith('verses.'))?.[1]} />
    </RecordForm>
  );
}
export { newVerseKey };
