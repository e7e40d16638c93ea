import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageScholar } from '../../../../../server/features/scholars/scholars.backstage';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { ScholarForm, scholarFields } from '../../../components/backstage/scholar-form';

/** Spec §2 /backstage/scholars/{id}/edit. */
export default recordEditPage({
  noun: 'scholar',
  record: ({ scholar }: { title: string; scholar: BackstageScholar; history: Activity[] }) => scholar,
  heading: (scholar) => scholar.name,
  viewHref: (scholar) => `/scholar/${scholar.id}`,
  form: ({ scholar }, edit) => <ScholarForm initial={scholarFields(scholar)} {...edit} imageUrl={scholar.image_url} />,
});
