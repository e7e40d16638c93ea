import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePage } from '../../../../../server/features/static-pages/pages.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { PageForm, pageFields } from '../../../components/backstage/page-form';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from '../../../components/backstage/record-panels';

/** Spec §2 /backstage/pages/{id}/edit with its Preview link to /pages/{slug}. */
export default function EditPage({ title, page, history }: { title: string; page: BackstagePage; history: Activity[] }) {
  const url = `/backstage/pages/${page.id}`;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={page.title}>
        {!page.deleted_at && (
          <a href={`/pages/${page.slug}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            Preview ↗
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={!!page.deleted_at}
        banner={<TrashedBanner url={url} noun="page" />}
        form={<PageForm initial={pageFields(page)} submit={{ method: 'put', url, version: page.version }} reloadUrl={`${url}/edit`} />}
        aside={
          <>
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun="page" listPath="/backstage/pages" trashed={!!page.deleted_at} />
          </>
        }
      />
    </>
  );
}
