import type { ReactNode } from 'react';
import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../server/backstage/activity-log';
import { BackstageHeading } from './form-parts';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from './record-panels';
import { useT } from '../../i18n/i18n-context';
import type { BackstageNoun } from './nouns';

/** A record's create screen: its heading and the form in a card. */
export function CreateScreen({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={heading} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </>
  );
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
  viewHref?: string;
  form: ReactNode;
  /** Panels above the history (the media panel). */
  aside?: ReactNode;
}

/** A record's edit screen: heading with a link to its public page, the form, history and trash. */
export function EditScreen({ title, heading, url, noun, listPath, trashed, history, viewHref, form, aside }: EditScreenProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={heading}>
        {viewHref && !trashed && (
          <a href={viewHref} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t('backstage.record.viewPage')}
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
