import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePodcastScreen } from '../../../../../server/features/podcasts/podcasts.record';
import { EditScreen } from '../../../components/backstage/record-screens';
import { PodcastForm, podcastFields } from '../../../components/backstage/podcast-form';
import { PodcastFeedPanel } from '../../../components/backstage/podcast-feed-panel';
import { PodcastEpisodesPanel } from '../../../components/backstage/podcast-episodes-panel';

/** /backstage/podcasts/{id}/edit: the podcast's fields, its feed (read now, pause), history and trash; its episodes (hide, edit). */
export default function EditPodcast({ title, podcast, history, categories }: { title: string; podcast: BackstagePodcastScreen; history: Activity[]; categories: string[] }) {
  const url = `/backstage/podcasts/${podcast.id}`;
  return (
    <>
      <EditScreen
        title={title}
        heading={podcast.title}
        url={url}
        noun="podcast"
        listPath="/backstage/podcasts"
        trashed={!!podcast.deleted_at}
        history={history}
        viewHref={`/podcast/${podcast.id}`}
        aside={<PodcastFeedPanel podcast={podcast} />}
        form={<PodcastForm initial={podcastFields(podcast)} categories={categories} submit={{ method: 'put', url, version: podcast.version }} reloadUrl={`${url}/edit`} imageUrl={podcast.image_url} fromFeed={!!podcast.feed_url && !podcast.kept_by_staff} />}
      />
      <PodcastEpisodesPanel podcast={podcast} />
    </>
  );
}
