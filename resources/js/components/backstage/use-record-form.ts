import type { FormEvent } from 'react';
import { router, useForm } from '@inertiajs/react';
import type { FormDataType } from '@inertiajs/core';
import { useSaveShortcut, useUnsavedChanges } from './use-unsaved-changes';

export type RecordSubmit = { method: 'post'; url: string } | { method: 'put'; url: string; version: number };

/**
 * What every backstage record form does with Inertia's useForm: POST to create or PUT over the
 * loaded version, the payload the server takes (relations as ids), the saved record as the form's
 * new clean state, Ctrl/Cmd+S, the unsaved-changes warning, and the Reload of an edit conflict.
 */
export function useRecordForm<Fields extends FormDataType<Fields>, Saved>(options: {
  initial: Fields;
  submit: RecordSubmit;
  payload: (data: Fields) => Record<string, unknown>;
  /** The record in the page the save answers with (e.g. page.props.album). */
  savedProp: string;
  fieldsOf: (saved: Saved) => Fields;
  reloadUrl?: string;
}) {
  const form = useForm<Fields>(options.initial);
  const { leaveAnyway } = useUnsavedChanges(form.isDirty);
  const save = () => {
    if (form.processing) return;
    const { submit } = options;
    if (submit.method === 'post') {
      form.transform((data) => options.payload(data as Fields) as unknown as Fields);
      form.post(submit.url, { onSuccess: () => form.setDefaults() });
      return;
    }
    form.transform((data) => ({ ...options.payload(data as Fields), version: submit.version }) as unknown as Fields);
    form.put(submit.url, {
      preserveScroll: true,
      onSuccess: (page) => {
        const saved = options.fieldsOf(page.props[options.savedProp] as Saved);
        form.setData(saved);
        form.setDefaults(saved);
      },
    });
  };
  useSaveShortcut(save);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const reload = options.reloadUrl ? () => leaveAnyway(() => router.visit(options.reloadUrl!, { preserveState: false })) : undefined;
  return { form, onSubmit, reload, errors: form.errors as Record<string, string | undefined>, creating: options.submit.method === 'post' };
}
