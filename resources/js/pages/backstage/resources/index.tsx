import { router } from '@inertiajs/react';
import type { BackstageResourceListItem } from '../../../../../server/features/lectures/lectures.backstage';
import { arabicLine, recordListPage } from '../../../components/backstage/record-list';
import { callJson } from '../../../components/backstage/curation/call-json';
import { notify } from '../../../lib/notifications';
import { browserT } from '../../../i18n/i18n-context';

/** Spec §5: the question before a delete (backstage.resource.confirmDelete). The resource goes to the trash, from where it can be restored. */
async function deleteResource(resource: BackstageResourceListItem) {
  const t = browserT();
  if (!window.confirm(t('backstage.resource.confirmDelete'))) return;
  const answer = await callJson('DELETE', `/backstage/resources/${resource.id}`);
  if (!answer.ok) return void notify({ type: 'error', title: t('notification.error'), message: answer.body.message ?? t('backstage.resource.notDeleted') });
  notify({ type: 'success', message: answer.body.message ?? t('backstage.flash.trashed', { name: resource.title }) });
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
  columns: (t) => [
    { label: t('backstage.col.scholar'), sort: 'scholar', wide: true, cell: (resource) => resource.scholar?.name ?? '—' },
    { label: t('backstage.col.ordering'), sort: 'ordering', className: 'text-right tabular-nums', cell: (resource) => resource.ordering },
    { label: t('backstage.col.media'), wide: true, className: 'text-right tabular-nums', cell: (resource) => resource.media_count },
    {
      label: t('backstage.col.actions'),
      className: 'w-24 text-right',
      cell: (resource) =>
        !resource.deleted_at && (
          <button type="button" onClick={() => deleteResource(resource)} aria-label={t('backstage.resource.deleteNamed', { title: resource.title })} className="rounded-full border border-red-200 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
            {t('backstage.resource.delete')}
          </button>
        ),
    },
  ],
});
