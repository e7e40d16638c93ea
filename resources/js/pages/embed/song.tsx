import { Head } from '@inertiajs/react';
import { EmbedPlayer } from '../../components/embed/embed-player';
import { EmbedLyrics } from '../../components/embed/embed-lyrics';
import { bareLayout } from '../../components/embed/bare-layout';
import type { EmbedSongProps } from '../../../../server/features/embeds/embeds.presenter';

/** `/embed/song/{id}`: a song in another site's frame, its lyrics following along. */
export default function EmbedSong({ title, track, lyrics }: EmbedSongProps) {
  return (
    <>
      <Head title={title} />
      <EmbedPlayer tracks={[track]} href={track.href}>
        {lyrics && <EmbedLyrics lyrics={lyrics} />}
      </EmbedPlayer>
    </>
  );
}
EmbedSong.layout = bareLayout;
