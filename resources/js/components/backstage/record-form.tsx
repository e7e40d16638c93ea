import type { FormEvent, ReactNode } from 'react';
import { FormErrorSummary } from './form-error-summary';
import { FormActions } from './form-parts';
import { useListPath, type BackstageNoun } from './nouns';
import { ConflictBanner } from './record-panels';

/** What useRecordForm hands a form, as far as its frame reads it. */
interface RecordFormState {
  form: { processing: boolean; isDirty: boolean; recentlySuccessful: boolean };
  onSubmit: (event: FormEvent) => void;
  reload?: () => void;
  errors: Record<string, string | undefined>;
  creating: boolean;
}

interface RecordFormProps {
  state: RecordFormState;
  /** Whose list Cancel goes back to. */
  noun: BackstageNoun;
  /** The errors listed above the fields (spec §5), for the kinds that list them there. */
  summary?: { lead: string; layout: 'line' | 'list' };
  children: ReactNode;
}

/**
 * Every record form's frame: the edit-conflict banner (with Reload), the error summary when the
 * kind has one, the kind's own fields, then Save (Create on a new record) and Cancel to the list.
 */
export function RecordForm({ state, noun, summary, children }: RecordFormProps) {
  const { form, errors } = state;
  const listPath = useListPath(noun);
  return (
    <form onSubmit={state.onSubmit} noValidate className="space-y-5">
      <ConflictBanner message={errors.version} onReload={state.reload} />
      {summary && <FormErrorSummary errors={errors} lead={summary.lead} layout={summary.layout} />}
      {children}
      <FormActions processing={form.processing} dirty={form.isDirty} saved={form.recentlySuccessful} cancelHref={listPath} creating={state.creating} />
    </form>
  );
}
