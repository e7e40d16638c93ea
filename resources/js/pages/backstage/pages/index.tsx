import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstagePage } from '../../../../../server/features/static-pages/pages.backstage';
import { RecordList } from '../../../components/backstage/record-list';

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** Spec §2 /backstage/pages: title, address and when it changed. */
export default function PagesList({ title, pages, list }: { title: string; pages: Paginated<BackstagePage>; list: ListStateProps }) {
  return (
    <RecordList
      title={title}
      path="/backstage/pages"
      noun="page"
      rows={pages}
      list={list}
      name={(page) => page.title}
      nameSort="title"
      columns={[
        { label: 'Address', wide: true, cell: (page) => `/pages/${page.slug}` },
        { label: 'Updated', sort: 'updated_at', className: 'whitespace-nowrap', cell: (page) => DAY.format(new Date(page.updated_at)) },
      ]}
    />
  );
}
