import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/**
 * zod issues -> `{field: [messages]}` with dotted paths for nested fields (`meta.status`). A key a
 * strict object does not know is reported under its own name, so the answer says which field it was.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.');
        (errors[field] ??= []).push(`This form has no field “${field}”.`);
      }
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'input';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses input against a schema or throws a ValidationError (422 on /api, redirect back on pages). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}
