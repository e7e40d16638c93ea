import type { ReactNode } from 'react';
import { Head, Link } from '@inertiajs/react';
import type { Paginated } from '../../types/props';
import type { ListStateProps } from '../../../../server/backstage/list-query';
import { BackstageHeading } from './form-parts';
import { ListToolbar, SortHeader } from './list-controls';
import { Pager } from '../pager';
import { Thumbnail } from './thumbnail';
import { useT } from '../../i18n/i18n-context';
import { capitalised, nounWords, useListPath, type BackstageNoun } from './nouns';
import type { Translate } from '@common/i18n/translator';

export interface ListColumn<Row> {
  label: string;
  /** The `?sort=` name, when the column sorts. */
  sort?: string;
  /** Hidden on phones. */
  wide?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** How a kind's rows show: the name column (with its thumbnail and second line) and the other columns. */
interface RowLook<Row> {
  name: (row: Row) => string;
  /** The name column's `?sort=` name ('name' unless said). */
  nameSort?: string;
  /** A second line under the name (a stage name; on phones, what the hidden columns say). */
  subtitle?: (row: Row) => ReactNode;
  thumb?: (row: Row) => string | null;
}

interface RecordListProps<Row> extends RowLook<Row> {
  title: string;
  path: string;
  noun: BackstageNoun;
  rows: Paginated<Row>;
  list: ListStateProps;
  columns: ListColumn<Row>[];
  children?: ReactNode;
}

/**
 * A backstage list: the heading with Cancel and Create, the server-side search and trash tab, the
 * count, a table whose first column links to each row's edit screen, and the pager.
 */
export function RecordList<Row extends { id: number }>(props: RecordListProps<Row>) {
  const { path, noun, rows, list } = props;
  const t = useT();
  const words = nounWords(t, noun);
  return (
    <>
      <Head title={props.title} />
      <BackstageHeading title={list.trashed ? capitalised(t('backstage.list.inTrash', { things: words.many })) : props.title}>
        <Link href="/backstage" className="rounded-full px-4 py-2 font-semibold text-stone-600 hover:bg-stone-200">
          {t('backstage.cancel')}
        </Link>
        <Link href={`${path}/create`} className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white shadow-sm hover:bg-teal-800">
          {t('backstage.list.create')}
        </Link>
      </BackstageHeading>
      <ListToolbar path={path} state={list} noun={noun} />
      {props.children}
      <p className="mb-2 text-sm text-stone-500">
        {words.count(rows.total)}
        {list.q && ` ${t('backstage.list.matching', { query: list.q })}`}
      </p>
      {rows.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">{list.trashed ? t('backstage.list.trashEmpty') : t('backstage.list.noMatch', { noun: words.one })}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
              <tr>
                <SortHeader path={path} state={list} column={props.nameSort ?? 'name'} label={t('backstage.list.name')} />
                {props.columns.map((column) =>
                  column.sort ? (
                    <SortHeader key={column.label} path={path} state={list} column={column.sort} label={column.label} className={`${column.wide ? 'hidden sm:table-cell' : ''} ${column.className ?? ''}`} />
                  ) : (
                    <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.wide ? 'hidden sm:table-cell' : ''} ${column.className ?? ''}`}>
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.data.map((row) => (
                <tr key={row.id} className="align-top hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      {props.thumb && <Thumbnail src={props.thumb(row)} className="size-10 shrink-0 rounded-lg" />}
                      <span className="min-w-0">
                        <Link href={`${path}/${row.id}/edit`} className="font-semibold text-stone-900 hover:text-teal-800">
                          {props.name(row)}
                        </Link>
                        {props.subtitle && <span className="block text-xs text-stone-500">{props.subtitle(row)}</span>}
                      </span>
                    </div>
                  </td>
                  {props.columns.map((column) => (
                    <td key={column.label} className={`px-4 py-3 text-stone-700 ${column.wide ? 'hidden sm:table-cell' : ''} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={rows} label={t('backstage.list.pages', { noun: words.one })} />
    </>
  );
}

type ListPageProps<Extra> = { title: string; list: ListStateProps } & Extra;

/** What makes one kind's list page: the rest is RecordList's, the same for every kind. */
export interface ListPage<Row, Extra> extends RowLook<Row> {
  noun: BackstageNoun;
  /** The prop the server sends the page of rows under (`albums`). */
  rows: string;
  columns: (t: Translate, props: ListPageProps<Extra>) => ListColumn<Row>[];
  /** What stands between the toolbar and the table (filters, the story import). */
  above?: (props: ListPageProps<Extra>, t: Translate) => ReactNode;
}

/** A kind's list page (pages/backstage/<kind>/index.tsx) from its columns: `export default recordListPage({...})`. */
export function recordListPage<Row extends { id: number }, Extra extends object = object>(page: ListPage<Row, Extra>) {
  return function RecordListPage(props: ListPageProps<Extra>) {
    const t = useT();
    const listPath = useListPath(page.noun);
    const rows = (props as unknown as Record<string, Paginated<Row>>)[page.rows]!;
    return (
      <RecordList title={props.title} path={listPath} noun={page.noun} rows={rows} list={props.list} name={page.name} nameSort={page.nameSort} subtitle={page.subtitle} thumb={page.thumb} columns={page.columns(t, props)}>
        {page.above?.(props, t)}
      </RecordList>
    );
  };
}

/** A row's Arabic name under its name, when it has one. */
export const arabicLine = (text: string | null | undefined) =>
  text && (
    <span dir="rtl" lang="ar" className="font-arabic text-sm">
      {text}
    </span>
  );
