import { ArtistForm } from '../../../components/backstage/artist-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

/** Spec §2 /backstage/artists/create. */
export default recordCreatePage({
  noun: 'artist',
  width: 'max-w-3xl',
  form: ({ contentTypes }: { title: string; contentTypes: { code: string; label: string }[] }, submit) => (
    <ArtistForm initial={{ name: '', stage_name: '', content_type: 'HSA', image: '', biography: '' }} contentTypes={contentTypes} submit={submit} />
  ),
});
