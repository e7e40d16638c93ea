import { Head } from '@inertiajs/react';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { PageForm } from '../../../components/backstage/page-form';

/** Spec §2 /backstage/pages/create. */
export default function CreatePage({ title }: { title: string }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <PageForm initial={{ title: '', slug: '', content: '' }} submit={{ method: 'post', url: '/backstage/pages' }} />
      </div>
    </>
  );
}
