import type { z } from 'zod';

type Assignable<From, To> = [From] extends [To] ? true : false;
/** Each assignable to the other: a field one has and the other lacks, or types that differ, make it false. */
type Alike<A, B> = Assignable<A, B> extends true ? Assignable<B, A> : false;

/**
 * A response schema checked against the type of what the presenter returns: `presents<SongCard>()(songCard)`
 * fails typecheck when the presenter gains, loses or changes a field that the schema does not, so the
 * OpenAPI document cannot drift silently from the code (the tests' response validation is the second check).
 */
export const presents =
  <Presented>() =>
  <Schema extends z.ZodType>(schema: Schema, ..._drift: Alike<z.output<Schema>, Presented> extends true ? [] : [schemaDiffersFromPresenter: { schema: z.output<Schema>; presenter: Presented }]): Schema =>
    schema;
