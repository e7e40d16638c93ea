import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageScholar } from '../../../../../server/features/scholars/scholars.backstage';
import { RecordList } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/scholars: each scholar with the Arabic name and how many lectures they give. */
export default function ScholarsList({ title, scholars, list }: { title: string; scholars: Paginated<BackstageScholar>; list: ListStateProps }) {
  return (
    <RecordList
      title={title}
      path="/backstage/scholars"
      noun="scholar"
      rows={scholars}
      list={list}
      name={(scholar) => scholar.name}
      thumb={(scholar) => scholar.image_url}
      subtitle={(scholar) =>
        scholar.name_arabic && (
          <span dir="rtl" lang="ar" className="font-arabic text-sm">
            {scholar.name_arabic}
          </span>
        )
      }
      columns={[{ label: 'Resources', sort: 'resources_count', className: 'w-28 text-right tabular-nums', cell: (scholar) => scholar.resources_count }]}
    />
  );
}
