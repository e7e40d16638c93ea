import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageScholar } from '../../../../../server/features/scholars/scholars.backstage';
import { EditScreen } from '../../../components/backstage/record-screens';
import { ScholarForm, scholarFields } from '../../../components/backstage/scholar-form';

/** Spec §2 /backstage/scholars/{id}/edit. */
export default function EditScholar({ title, scholar, history }: { title: string; scholar: BackstageScholar; history: Activity[] }) {
  const url = `/backstage/scholars/${scholar.id}`;
  return (
    <EditScreen
      title={title}
      heading={scholar.name}
      url={url}
      noun="scholar"
      listPath="/backstage/scholars"
      trashed={!!scholar.deleted_at}
      history={history}
      viewHref={`/scholar/${scholar.id}`}
      form={<ScholarForm initial={scholarFields(scholar)} submit={{ method: 'put', url, version: scholar.version }} reloadUrl={`${url}/edit`} imageUrl={scholar.image_url} />}
    />
  );
}
