import type { ReactNode } from 'react';
import { Link } from '@inertiajs/react';
import { useUploading } from './uploads-in-flight';
import { useT } from '../../i18n/i18n-context';

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-[invalid=true]:border-red-500';

/** A labelled field with its hint and, when given, its error under it. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A record's text in plain words (a description, a bio), its paragraphs split by blank lines as the hint says. */
export function PlainTextField({ id, label, value, onChange, rows, error, invalid }: { id: string; label: string; value: string; onChange: (value: string) => void; rows: number; error?: string; invalid?: boolean }) {
  const t = useT();
  return (
    <Field id={id} label={label} hint={t('backstage.field.plainTextHint')} error={error}>
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid || undefined} rows={rows} className={inputClass} />
    </Field>
  );
}

interface FormActionsProps {
  processing: boolean;
  dirty: boolean;
  saved: boolean;
  cancelHref: string;
  /** A create form's button says Create; an edit form's, Save. */
  creating?: boolean;
}

/**
 * Save (with where the form stands: unsaved changes, saving, saved) and Cancel back to the list.
 * Save waits while a file is uploading, so the form never saves the path the field held before it.
 */
export function FormActions({ processing, dirty, saved, cancelHref, creating = false }: FormActionsProps) {
  const t = useT();
  const uploading = useUploading();
  const status = processing
    ? t('backstage.form.saving')
    : uploading
      ? t('backstage.form.waitingUpload')
      : saved
        ? t('backstage.form.saved')
        : dirty
          ? t('backstage.form.unsaved')
          : '';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
      <button
        type="submit"
        disabled={processing || uploading}
        className="rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60"
      >
        {creating ? t('backstage.list.create') : t('backstage.form.save')}
      </button>
      <Link href={cancelHref} className="rounded-full px-4 py-2.5 font-semibold text-stone-600 hover:bg-stone-100 hover:text-stone-900">
        {t('backstage.cancel')}
      </Link>
      <span aria-live="polite" className={`text-sm ${saved ? 'font-semibold text-emerald-700' : 'text-stone-500'}`}>
        {status}
      </span>
      <span className="ml-auto hidden text-xs text-stone-400 sm:inline">{t('backstage.form.shortcut')}</span>
    </div>
  );
}

/** A page's title row with its actions. */
export function BackstageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
