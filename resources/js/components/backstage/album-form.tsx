import type { BackstageAlbum } from '../../../../server/features/albums/albums.backstage';
import { EntitySelector, type PickedItem } from './entity-selector';
import { Field, inputClass } from './form-parts';
import { ImageField } from './image-field';
import { OrderedSongs } from './ordered-songs';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface AlbumFields {
  name: string;
  artist: PickedItem[];
  cover: string;
  released_at: string;
  songs: PickedItem[];
}

export const emptyAlbum = (): AlbumFields => ({ name: '', artist: [], cover: '', released_at: '', songs: [] });
export const albumFields = (album: BackstageAlbum): AlbumFields => ({ name: album.name, artist: [album.artist], cover: album.cover ?? '', released_at: album.released_at ?? '', songs: album.songs });

/** What the server takes: the picked records as ids. */
const payload = (data: AlbumFields) => ({ name: data.name, artist: data.artist[0]?.id ?? '', cover: data.cover, released_at: data.released_at, songs: data.songs.map((song) => song.id) });

/** An album: name, artist, cover, release date and its tracks in order. */
export function AlbumForm({ initial, submit, reloadUrl, coverUrl }: { initial: AlbumFields; submit: RecordSubmit; reloadUrl?: string; coverUrl?: string | null }) {
  const t = useT();
  const record = useRecordForm<AlbumFields, BackstageAlbum>({ initial, submit, reloadUrl, savedProp: 'album', fieldsOf: albumFields, payload });
  const { form, errors } = record;
  return (
    <RecordForm state={record} noun="album">
      <Field id="album-name" label={t('backstage.list.name')} error={errors.name}>
        <input type="text" id="album-name" value={form.data.name} onChange={(event) => form.setData('name', event.target.value)} aria-invalid={errors.name ? true : undefined} maxLength={200} className={inputClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field id="album-artist" label={t('backstage.col.artist')} error={errors.artist}>
          <EntitySelector id="album-artist" kind="artists" value={form.data.artist} onChange={(artist) => form.setData('artist', artist)} invalid={!!errors.artist} placeholder={`${t('backstage.list.searchThings', { things: t('backstage.many.artist') })}…`} />
        </Field>
        <Field id="album-released" label={t('backstage.col.released')} error={errors.released_at}>
          <input id="album-released" type="date" value={form.data.released_at} onChange={(event) => form.setData('released_at', event.target.value)} className={inputClass} />
        </Field>
      </div>
      <ImageField id="album-cover" label={t('backstage.field.cover')} error={errors.cover} value={form.data.cover} saved={initial.cover} savedUrl={coverUrl} onChange={(path) => form.setData('cover', path)} imagepath="albums" component="album-form" />
      <Field id="album-songs" label={t('backstage.col.tracks')} error={errors.songs}>
        <OrderedSongs id="album-songs" songs={form.data.songs} onChange={(songs) => form.setData('songs', songs)} note="A song is on one album: adding a song from another album moves it here." />
      </Field>
    </RecordForm>
  );
}
