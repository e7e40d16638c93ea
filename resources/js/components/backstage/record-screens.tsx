import type { ReactNode } from 'react';
import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../server/backstage/activity-log';
import { BackstageHeading } from './form-parts';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from './record-panels';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';
import { useListPath, type BackstageNoun } from './nouns';
import type { RecordSubmit } from './use-record-form';

/** A record's create screen: its heading and the form in a card (as wide as the page unless said). */
export function CreateScreen({ title, heading, width = '', children }: { title: string; heading: string; width?: string; children: ReactNode }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={heading} />
      <div className={`${width ? `${width} ` : ''}rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6`}>{children}</div>
    </>
  );
}

/** A kind's create page (pages/backstage/<kind>/create.tsx) from its form: `export default recordCreatePage({...})`. */
export function recordCreatePage<Props extends { title: string }>(page: {
  noun: BackstageNoun;
  /** The card's width class (`max-w-3xl`). */
  width?: string;
  /** The heading, when it is not the page's title. */
  heading?: string;
  form: (props: Props, submit: RecordSubmit) => ReactNode;
}) {
  return function RecordCreatePage(props: Props) {
    const listPath = useListPath(page.noun);
    return (
      <CreateScreen title={props.title} heading={page.heading ?? props.title} width={page.width}>
        {page.form(props, { method: 'post', url: listPath })}
      </CreateScreen>
    );
  };
}

interface EditScreenProps {
  title: string;
  heading: string;
  /** The record's URL (`/backstage/scholars/3`): the trash, restore and save go there. */
  url: string;
  noun: BackstageNoun;
  listPath: string;
  trashed: boolean;
  history: Activity[];
  /** The public page, when the record has one on the site. */
  viewHref?: string | false;
  /** The link's words, when not "View page". */
  viewLabel?: MessageId;
  form: ReactNode;
  /** Panels above the history (the media panel). */
  aside?: ReactNode;
}

/** A record's edit screen: heading with a link to its public page, the form, history and trash. */
export function EditScreen({ title, heading, url, noun, listPath, trashed, history, viewHref, viewLabel, form, aside }: EditScreenProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={heading}>
        {viewHref && !trashed && (
          <a href={viewHref} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t(viewLabel ?? 'backstage.record.viewPage')}
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={trashed}
        banner={<TrashedBanner url={url} noun={noun} />}
        form={form}
        aside={
          <>
            {aside}
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun={noun} listPath={listPath} trashed={trashed} />
          </>
        }
      />
    </>
  );
}

/** What every record the edit screens show has: the id, the trash mark and the version a save is checked against. */
interface EditedRecord {
  id: number;
  deleted_at: string | null;
  version: number;
}

/** Where an edit form saves (PUT over the loaded version) and what its Reload after a conflict fetches. */
export interface EditSubmit {
  submit: RecordSubmit;
  reloadUrl: string;
}

/** What makes one kind's edit page: the rest (heading, trash, history, the view link) is EditScreen's. */
interface EditPage<Props, Saved extends EditedRecord> {
  noun: BackstageNoun;
  /** The record in the page's props (`props.album`). */
  record: (props: Props) => Saved;
  heading: (record: Saved) => string;
  /** The record's public page, when it has one on the site now. */
  viewHref?: (record: Saved) => string | false;
  viewLabel?: MessageId;
  form: (props: Props, edit: EditSubmit) => ReactNode;
  /** Panels above the history. */
  aside?: (props: Props) => ReactNode;
  /** What follows the screen, full width (a podcast's episodes). */
  after?: (props: Props) => ReactNode;
}

/** A kind's edit page (pages/backstage/<kind>/edit.tsx) from its form: `export default recordEditPage({...})`. */
export function recordEditPage<Props extends { title: string; history: Activity[] }, Saved extends EditedRecord>(page: EditPage<Props, Saved>) {
  return function RecordEditPage(props: Props) {
    const record = page.record(props);
    const listPath = useListPath(page.noun);
    const url = `${listPath}/${record.id}`;
    return (
      <>
        <EditScreen
          title={props.title}
          heading={page.heading(record)}
          url={url}
          noun={page.noun}
          listPath={listPath}
          trashed={!!record.deleted_at}
          history={props.history}
          viewHref={page.viewHref?.(record)}
          viewLabel={page.viewLabel}
          aside={page.aside?.(props)}
          form={page.form(props, { submit: { method: 'put', url, version: record.version }, reloadUrl: `${url}/edit` })}
        />
        {page.after?.(props)}
      </>
    );
  };
}
