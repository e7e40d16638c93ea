import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/** zod issues -> `{field: [messages]}` with dotted paths for nested fields (`meta.status`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
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
