import { Link } from '../../components/link';
import type { PageMeta, Paginated, SongSummary } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { Cover } from '../../components/cover';
import { PlayButton } from '../../components/play-button';
import { SongGrid } from '../../components/song-grid';
import { PlayableList, songEntries } from '../../components/playable-list';
import { LikeButton } from '../../components/like-button';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface JustAddedProps extends PageMeta {
  songs: Paginated<SongSummary>;
}

/** The first song of the page, shown large. */
function LeadSong({ song }: { song: SongSummary }) {
  const t = useT();
  return (
    <article className="on-dark flex flex-col gap-5 overflow-hidden rounded-3xl bg-teal-950 p-4 text-sand-50 shadow-lg sm:flex-row sm:items-center sm:gap-8 sm:p-6">
      <Link href={`/song/${song.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-2xl sm:w-64">
        <Cover src={song.cover} seed={song.name} width={512} height={512} priority className="aspect-square w-full" />
      </Link>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.14em] text-teal-300 uppercase">{t('justAdded.newest')}</p>
        <h2 className="mt-2 text-3xl leading-tight font-extrabold text-white sm:text-4xl">
          <Link href={`/song/${song.id}`} className="hover:underline">
            {song.name}
          </Link>
        </h2>
        <p className="mt-2 text-lg">
          <Link href={`/artist/${song.artist.id}`} className="text-sand-200 hover:text-white hover:underline">
            {song.artist.name}
          </Link>
        </p>
        <div className="mt-5 flex gap-3">
          <PlayButton id={song.id} type="SONG" label={t('play.play')} subject={song.name} />
          <LikeButton song={song} variant="action" />
        </div>
      </div>
    </article>
  );
}

/** Spec §2 `/just-added`: the newest songs, paged; the first of each page shown large. */
export default function JustAdded({ songs, ...meta }: JustAddedProps) {
  const t = useT();
  const [lead, ...rest] = songs.data;
  return (
    <PlayableList entries={songEntries(songs.data)}>
      <ListPage entries={songs.data.map((song) => ({ name: song.name, path: `/song/${song.id}` }))} card={pageCard('just-added', meta.title)} {...meta} canonical={withPage('/just-added', songs.current_page)} heading={t('justAdded.title')} pager={{ page: songs, label: t('justAdded.pages') }} spaced>
        {lead ? <LeadSong song={lead} /> : <p className="text-stone-600">{t('list.noSongs')}</p>}
        {rest.length > 0 && <SongGrid songs={rest} />}
      </ListPage>
    </PlayableList>
  );
}
