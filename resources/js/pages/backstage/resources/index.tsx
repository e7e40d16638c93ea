import { router } from '@inertiajs/react';
import type { BackstageResourceListItem } from '../../../../../server/features/lectures/lectures.backstage';
import { arabicLine, recordListPage } from '../../../components/backstage/record-list';
import { callJson } from '../../../components/backstage/curation/call-json';
import { notify } from '../../../lib/notifications';

/** Spec §5: the question before a delete. The resource goes to the trash, from where it can be restored. */
const CONFIRM = 'Are you sure you want to delete this resource?';

async function deleteResource(resource: BackstageResourceListItem) {
  if (!window.confirm(CONFIRM)) return;
  const answer = await callJson('DELETE', `/backstage/resources/${resource.id}`);
  if (!answer.ok) return void notify({ type: 'error', title: 'Error', message: answer.body.message ?? 'The resource could not be deleted.' });
  notify({ type: 'success', message: answer.body.message ?? `${resource.title} was moved to the trash.` });
  // Spec §7 DELETE /backstage/resources/{id}: "page reloads afterwards".
  router.reload();
}

/** Spec §2 /backstage/resources: title (and Arabic), scholar, ordering, recordings, and a delete button per row. */
export default recordListPage<BackstageResourceListItem>({
  noun: 'resource',
  rows: 'resources',
  name: (resource) => resource.title,
  nameSort: 'title',
  subtitle: (resource) => arabicLine(resource.title_arabic),
  columns: () => [
    { label: 'Scholar', sort: 'scholar', wide: true, cell: (resource) => resource.scholar?.name ?? '—' },
    { label: 'Ordering', sort: 'ordering', className: 'text-right tabular-nums', cell: (resource) => resource.ordering },
    { label: 'Media', wide: true, className: 'text-right tabular-nums', cell: (resource) => resource.media_count },
    {
      label: 'Actions',
      className: 'w-24 text-right',
      cell: (resource) =>
        !resource.deleted_at && (
          <button type="button" onClick={() => deleteResource(resource)} aria-label={`Delete ${resource.title}`} className="rounded-full border border-red-200 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
            Delete
          </button>
        ),
    },
  ],
});
