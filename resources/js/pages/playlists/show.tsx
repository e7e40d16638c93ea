import type { PageMeta, Playlist } from '../../types/props';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { OembedLink } from '../../components/oembed-link';
import { embedHeight } from '@common/embeds';
import { DetailHero } from '../../components/detail-hero';
import { PlayButton } from '../../components/play-button';
import { SongRow } from '../../components/song-row';
import { PlayableList, songEntries } from '../../components/playable-list';
import { ListIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { musicPlaylist } from '../../lib/structured-data';

interface PlaylistPageProps extends PageMeta {
  playlist: Playlist;
}

/** Spec §2 `/playlist/{id}`: the songs in their curated order; Play plays them all from the first. */
export default function PlaylistPage({ title, description, playlist }: PlaylistPageProps) {
  const { app } = usePage().props;
  const t = useT();
  const first = playlist.songs[0];
  return (
    <PlayableList entries={songEntries(playlist.songs)}>
      <Seo title={title} description={description} canonical={`/playlist/${playlist.id}`} card={shareCard('playlist', playlist.id, playlist.name)} type="music.playlist" jsonLd={musicPlaylist(playlist, app.url)} />
      <OembedLink path={`/playlist/${playlist.id}`} title={playlist.name} />
      <DetailHero
        image={playlist.cover}
        name={playlist.name}
        icon={ListIcon}
        eyebrow={t('playlist.eyebrow')}
        title={playlist.name}
        actions={
          <>
            {first && <PlayButton id={first.id} type="SONG" label={t('play.play')} subject={t('playlist.playFrom', { playlist: playlist.name, song: first.name })} />}
            <ShareButton path={`/playlist/${playlist.id}`} title={playlist.name} image={shareCardPath('playlist', playlist.id)} embed={{ kind: 'playlist', id: playlist.id, height: embedHeight('playlist') }} />
          </>
        }
      >
        {playlist.description && <p>{playlist.description}</p>}
        <p className="text-sm text-stone-500">
          {t('list.songCount', { count: playlist.songs_count })}
        </p>
      </DetailHero>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <ol aria-label={t('playlist.songs')} className="max-w-4xl">
          {playlist.songs.map((song, index) => (
            <SongRow key={song.id} song={song} rank={index + 1} />
          ))}
        </ol>
      </div>
    </PlayableList>
  );
}
