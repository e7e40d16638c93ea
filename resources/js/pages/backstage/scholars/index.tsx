import type { BackstageScholar } from '../../../../../server/features/scholars/scholars.backstage';
import { arabicLine, recordListPage } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/scholars: each scholar with the Arabic name and how many lectures they give. */
export default recordListPage<BackstageScholar>({
  noun: 'scholar',
  rows: 'scholars',
  name: (scholar) => scholar.name,
  thumb: (scholar) => scholar.image_url,
  subtitle: (scholar) => arabicLine(scholar.name_arabic),
  columns: (t) => [{ label: t('backstage.col.resources'), sort: 'resources_count', className: 'w-28 text-right tabular-nums', cell: (scholar) => scholar.resources_count }],
});
