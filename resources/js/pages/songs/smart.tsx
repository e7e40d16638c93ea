import { Link } from '../../components/link';
import type { PageMeta, Paginated, SongSummary } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { Cover } from '../../components/cover';
import { PlayButton } from '../../components/play-button';
import { LikeButton } from '../../components/like-button';
import { MicIcon, MusicIcon, WandIcon } from '../../components/icons';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface SmartProps extends PageMeta {
  songs: Paginated<SongSummary>;
}

function SmartSongRow({ song }: { song: SongSummary }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200">
      <Link href={`/song/${song.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-xl">
        <Cover src={song.cover} seed={song.name} width={64} height={64} className="aspect-square w-16" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link href={`/song/${song.id}`} className="block truncate font-semibold text-stone-900 hover:text-teal-700">
          {song.name}
        </Link>
        <Link href={`/artist/${song.artist.id}`} className="block truncate text-sm text-stone-600 hover:text-teal-700 hover:underline">
          {song.artist.name}
        </Link>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <PlayButton id={song.id} type="SONG" stream="VOCAL" label={t('smart.vocals')} subject={song.name} variant="secondary" icon={<MicIcon className="size-5" />} />
        <PlayButton id={song.id} type="SONG" stream="MUSIC" label={t('smart.music')} subject={song.name} variant="secondary" icon={<MusicIcon className="size-5" />} />
        <LikeButton song={song} variant="action" />
      </div>
    </li>
  );
}

/** Spec §2 `/smart`: songs with separate vocals and music, paged with Previous / Next. */
export default function Smart({ title, description, songs }: SmartProps) {
  const t = useT();
  return (
    <ListPage
      entries={songs.data.map((song) => ({ name: song.name, path: `/song/${song.id}` }))}
      card={pageCard('smart', title)}
      title={title}
      description={description}
      canonical={withPage('/smart', songs.current_page)}
      heading={t('smart.title')}
      intro={
        <>
          <p>{description}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-stone-700 ring-1 ring-sand-200">
            <WandIcon className="size-4 shrink-0 text-teal-700" />
            {t('smart.cost')}
          </p>
        </>
      }
      pager={{ page: songs, label: t('smart.pages') }}
    >
      {songs.data.length > 0 ? (
        <ul className="max-w-4xl space-y-3">
          {songs.data.map((song) => (
            <SmartSongRow key={song.id} song={song} />
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">{t('list.noSongs')}</p>
      )}
    </ListPage>
  );
}
