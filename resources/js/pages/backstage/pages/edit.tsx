import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePage } from '../../../../../server/features/static-pages/pages.backstage';
import { PageForm, pageFields } from '../../../components/backstage/page-form';
import { recordEditPage } from '../../../components/backstage/record-screens';

/** Spec §2 /backstage/pages/{id}/edit with its Preview link to /pages/{slug}. */
export default recordEditPage({
  noun: 'page',
  record: ({ page }: { title: string; page: BackstagePage; history: Activity[] }) => page,
  heading: (page) => page.title,
  viewHref: (page) => `/pages/${page.slug}`,
  viewLabel: 'backstage.page.previewLink',
  form: ({ page }, edit) => <PageForm initial={pageFields(page)} {...edit} />,
});
