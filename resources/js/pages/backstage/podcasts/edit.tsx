import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePodcastScreen } from '../../../../../server/features/podcasts/podcasts.record';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { PodcastForm, podcastFields } from '../../../components/backstage/podcast-form';
import { PodcastFeedPanel } from '../../../components/backstage/podcast-feed-panel';
import { PodcastEpisodesPanel } from '../../../components/backstage/podcast-episodes-panel';

/** /backstage/podcasts/{id}/edit: the podcast's fields, its feed (read now, pause), history and trash; its episodes (hide, edit; add one to a podcast of our own). */
export default recordEditPage({
  noun: 'podcast',
  record: ({ podcast }: { title: string; podcast: BackstagePodcastScreen; history: Activity[]; categories: string[] }) => podcast,
  heading: (podcast) => podcast.title,
  viewHref: (podcast) => `/podcast/${podcast.id}`,
  aside: ({ podcast }) => <PodcastFeedPanel podcast={podcast} />,
  after: ({ podcast }) => <PodcastEpisodesPanel podcast={podcast} />,
  form: ({ podcast, categories }, edit) => <PodcastForm initial={podcastFields(podcast)} categories={categories} {...edit} imageUrl={podcast.image_url} fromFeed={!!podcast.feed_url && !podcast.kept_by_staff} />,
});
