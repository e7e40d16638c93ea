import { CreateScreen } from '../../../components/backstage/record-screens';
import { emptyPodcast, PodcastForm } from '../../../components/backstage/podcast-form';

/** /backstage/podcasts/create: a podcast of our own (no feed); its edit screen follows. */
export default function CreatePodcast({ title, categories }: { title: string; categories: string[] }) {
  return (
    <CreateScreen title={title} heading="New podcast">
      <PodcastForm initial={emptyPodcast()} categories={categories} submit={{ method: 'post', url: '/backstage/podcasts' }} />
    </CreateScreen>
  );
}
