import { Head } from '@inertiajs/react';
import { EmbedPlayer, usePlayback } from '../../components/embed/embed-player';
import { bareLayout } from '../../components/embed/bare-layout';
import { useT } from '../../i18n/i18n-context';
import type { EmbedPlaylistProps, EmbedTrack } from '../../../../server/features/embeds/embeds.presenter';

/** The playlist's tracks under the bar: the one playing is marked, a tap plays another. */
function TrackList({ tracks }: { tracks: EmbedTrack[] }) {
  const t = useT();
  const { current, playing, play } = usePlayback();
  return (
    <ol aria-label={t('embed.tracks')} className="divide-y divide-sand-100">
      {tracks.map((track, index) => {
        const now = index === current && playing;
        return (
          <li key={track.id}>
            <button
              type="button"
              onClick={() => play(index)}
              disabled={!track.audio}
              aria-current={now ? 'true' : undefined}
              className={`flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-sand-50 disabled:opacity-50 ${now ? 'bg-teal-50 font-semibold text-teal-800' : 'text-stone-800'}`}
            >
              <span className="w-5 shrink-0 text-right text-xs text-stone-500 tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate">
                {track.name} <span className="font-normal text-stone-500">· {track.by}</span>
              </span>
              <span className="shrink-0 text-xs text-stone-500 tabular-nums">{track.formatted_duration}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** `/embed/playlist/{id}`: a playlist in another site's frame; it plays through its tracks, and any track can be picked. */
export default function EmbedPlaylist({ title, playlist, tracks }: EmbedPlaylistProps) {
  const t = useT();
  const heading = { name: playlist.name, by: t('list.songCount', { count: playlist.songs_count }), cover: playlist.cover };
  return (
    <>
      <Head title={title} />
      <EmbedPlayer tracks={tracks} href={playlist.href} heading={heading}>
        <TrackList tracks={tracks} />
      </EmbedPlayer>
    </>
  );
}
EmbedPlaylist.layout = bareLayout;
