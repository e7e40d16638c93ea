import { CreateScreen } from '../../../components/backstage/record-screens';
import { emptyScholar, ScholarForm } from '../../../components/backstage/scholar-form';

/** Spec §2 /backstage/scholars/create. */
export default function CreateScholar({ title }: { title: string }) {
  return (
    <CreateScreen title={title} heading={title}>
      <ScholarForm initial={emptyScholar()} submit={{ method: 'post', url: '/backstage/scholars' }} />
    </CreateScreen>
  );
}
