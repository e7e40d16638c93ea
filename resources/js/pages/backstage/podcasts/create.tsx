import { emptyPodcast, PodcastForm } from '../../../components/backstage/podcast-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

/** /backstage/podcasts/create: a podcast of our own (no feed); its edit screen follows. */
export default recordCreatePage({
  noun: 'podcast',
  form: ({ categories }: { title: string; categories: string[] }, submit) => <PodcastForm initial={emptyPodcast()} categories={categories} submit={submit} />,
});
