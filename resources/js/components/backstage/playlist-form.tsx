import type { BackstagePlaylist } from '../../../../server/features/playlists/playlists.backstage';
import type { PickedItem } from './entity-selector';
import { Field, inputClass } from './form-parts';
import { ImageField } from './image-field';
import { OrderedSongs } from './ordered-songs';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface PlaylistFields {
  name: string;
  description: string;
  cover: string;
  songs: PickedItem[];
}

export const emptyPlaylist = (): PlaylistFields => ({ name: '', description: '', cover: '', songs: [] });
export const playlistFields = (playlist: BackstagePlaylist): PlaylistFields => ({ name: playlist.name, description: playlist.description ?? '', cover: playlist.cover ?? '', songs: playlist.songs });

/** What the server takes: the picked records as ids. */
const payload = (data: PlaylistFields) => ({ name: data.name, description: data.description, cover: data.cover, songs: data.songs.map((song) => song.id) });

/** A playlist: name (spec §7), and here its description, cover and songs in order. */
export function PlaylistForm({ initial, submit, reloadUrl, coverUrl }: { initial: PlaylistFields; submit: RecordSubmit; reloadUrl?: string; coverUrl?: string | null }) {
  const t = useT();
  const record = useRecordForm<PlaylistFields, BackstagePlaylist>({ initial, submit, reloadUrl, savedProp: 'playlist', fieldsOf: playlistFields, payload });
  const { form, errors } = record;
  return (
    <RecordForm state={record} noun="playlist">
      <Field id="playlist-name" label={t('backstage.list.name')} error={errors.name}>
        <input type="text" id="playlist-name" value={form.data.name} onChange={(event) => form.setData('name', event.target.value)} aria-invalid={errors.name ? true : undefined} maxLength={200} className={inputClass} />
      </Field>
      <Field id="playlist-description" label={t('backstage.field.description')} error={errors.description}>
        <textarea id="playlist-description" value={form.data.description} onChange={(event) => form.setData('description', event.target.value)} rows={3} maxLength={2000} className={inputClass} />
      </Field>
      <ImageField id="playlist-cover" label={t('backstage.field.cover')} error={errors.cover} value={form.data.cover} saved={initial.cover} savedUrl={coverUrl} onChange={(path) => form.setData('cover', path)} imagepath="playlists" component="playlist-form" />
      <Field id="playlist-songs" label={t('backstage.col.songs')} error={errors.songs}>
        <OrderedSongs id="playlist-songs" songs={form.data.songs} onChange={(songs) => form.setData('songs', songs)} note="A song can be on at most 10 playlists." />
      </Field>
    </RecordForm>
  );
}
