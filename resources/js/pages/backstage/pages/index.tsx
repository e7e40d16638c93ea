import type { BackstagePage } from '../../../../../server/features/static-pages/pages.backstage';
import { recordListPage } from '../../../components/backstage/record-list';
import { formatWhen } from '@common/format';

/** Spec §2 /backstage/pages: title, address and when it changed. */
export default recordListPage<BackstagePage>({
  noun: 'page',
  rows: 'pages',
  name: (page) => page.title,
  nameSort: 'title',
  columns: (t) => [
    { label: t('backstage.col.address'), wide: true, cell: (page) => `/pages/${page.slug}` },
    { label: t('backstage.col.updated'), sort: 'updated_at', className: 'whitespace-nowrap', cell: (page) => formatWhen(page.updated_at, t) },
  ],
});
