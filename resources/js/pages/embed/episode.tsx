import { Head } from '@inertiajs/react';
import { EmbedPlayer } from '../../components/embed/embed-player';
import { bareLayout } from '../../components/embed/bare-layout';
import type { EmbedEpisodeProps } from '../../../../server/features/embeds/embeds.presenter';

/** `/embed/episode/{id}`: a podcast episode in another site's frame. */
export default function EmbedEpisode({ title, track }: EmbedEpisodeProps) {
  return (
    <>
      <Head title={title} />
      <EmbedPlayer tracks={[track]} href={track.href} />
    </>
  );
}
EmbedEpisode.layout = bareLayout;
