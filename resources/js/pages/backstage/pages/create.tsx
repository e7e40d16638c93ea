import { PageForm } from '../../../components/backstage/page-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

/** Spec §2 /backstage/pages/create. */
export default recordCreatePage({ noun: 'page', form: (_props, submit) => <PageForm initial={{ title: '', slug: '', content: '' }} submit={submit} /> });
