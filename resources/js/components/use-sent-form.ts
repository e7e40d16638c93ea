import { useState, type FormEvent } from 'react';
import { useForm } from '@inertiajs/react';
import type { FormDataType } from '@inertiajs/core';

/**
 * A visitor's form that is posted once and then thanked for: the fields, whether it was sent (the
 * panel shows its thanks instead), and the submit handler. Emptied once the server takes it; the
 * page keeps its scroll position.
 */
export function useSentForm<Fields extends FormDataType<Fields>>(url: string, initial: Fields) {
  const form = useForm<Fields>(initial);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(url, {
      preserveScroll: true,
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
    });
  };
  return { form, sent, setSent, submit };
}
