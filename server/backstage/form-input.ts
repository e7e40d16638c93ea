import { z } from 'zod';
import { validate } from '../http/validate';

/**
 * Fields a body may carry that are not the form's own: the XSRF token of a form without the header
 * (server/http/csrf.ts reads `_token`), and a `_method` the override left (a POST marked POST).
 */
const TRANSPORT_FIELDS = new Set(['_token', '_method']);

/** Each schema's strict copy, made once: forms are read on every save. */
const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

type Def = Record<string, unknown> & { type: string };
const copyWith = (schema: z.ZodType, def: Def, changes: Record<string, unknown>) => schema.clone({ ...def, ...changes } as unknown as typeof schema._zod.def);

/**
 * The same schema with every object in it, however deep (meta, credits, each lyrics version), refusing
 * keys it does not name. zod's objects drop unknown keys by default, so a field sent under a name the
 * form does not know (the spec's `lyrics` where the form reads `verses`) was saved as nothing, with a
 * 303 that said all was well. Objects that already decide (loose, or a catchall of their own) keep it.
 */
function refusingUnknownKeys(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Def;
  const strict = (inner: unknown) => refusingUnknownKeys(inner as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strict(value)]));
      return copyWith(schema, def, { shape, catchall: def.catchall ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return copyWith(schema, def, { innerType: strict(def.innerType) });
    case 'pipe':
      return copyWith(schema, def, { in: strict(def.in), out: strict(def.out) });
    case 'array':
      return copyWith(schema, def, { element: strict(def.element) });
    case 'union':
      return copyWith(schema, def, { options: (def.options as z.ZodType[]).map(strict) });
    case 'record':
      return copyWith(schema, def, { valueType: strict(def.valueType) });
    default:
      // Scalars and transforms hold no keys; other containers are not used by our forms.
      return schema;
  }
}

export function strictForm<S extends z.ZodType>(schema: S): S {
  let copy = strictCopies.get(schema);
  if (!copy) {
    copy = refusingUnknownKeys(schema);
    strictCopies.set(schema, copy);
  }
  return copy as S;
}

/**
 * Reads a backstage form's body (JSON, urlencoded or multipart): its fields as the schema reads them,
 * and a 422 naming any field it does not know (`{lyric: ["This form has no field “lyric”."]}`)
 * instead of saving without it.
 */
export function validateForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([key]) => !TRANSPORT_FIELDS.has(key))) : body;
  return validate(strictForm(schema), fields ?? {});
}
