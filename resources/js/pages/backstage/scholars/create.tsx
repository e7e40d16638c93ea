import { recordCreatePage } from '../../../components/backstage/record-screens';
import { emptyScholar, ScholarForm } from '../../../components/backstage/scholar-form';

/** Spec §2 /backstage/scholars/create. */
export default recordCreatePage({ noun: 'scholar', form: (_props, submit) => <ScholarForm initial={emptyScholar()} submit={submit} /> });
