import { z } from 'zod';

/**
 * Fields every backstage form shares, read the same from JSON, urlencoded and multipart bodies:
 * ids (3 or '3'), optional relations ('' for none), id lists (`[4, 9]`, `x[]=4`, `x[0]=4`) with
 * their cap, optional texts ('' is null), stored paths and checkboxes.
 */
/** An id as JSON sends it (3) or a form does ('3'). */
export const id = (message: string) => z.union([z.number().int().min(1).max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)], { error: message }).pipe(z.number().max(2_147_483_647, message));
/** An optional relation: '' or null for none. */
export const optionalId = (message: string) => z.union([z.literal(''), z.null(), id(message)]).optional().transform((value) => (value === '' || value === undefined ? null : value));
/** A list of ids (JSON array; `features[]=4` or `features[0]=4` in forms); '' or absent for none. */
export const idList = (label: string, max: number) =>
  z
    .union([z.literal(''), z.array(id(`Each ${label} must be chosen from the list.`)), z.record(z.string(), id(`Each ${label} must be chosen from the list.`)).transform((record) => Object.values(record))])
    .optional()
    .transform((value) => (value === '' || value === undefined ? [] : value))
    .refine((ids) => new Set(ids).size === ids.length, `The same ${label} is chosen twice.`)
    .refine((ids) => ids.length <= max, `At most ${max} ${label}s.`);

export const optionalText = (label: string, max: number) =>
  z.string(`The ${label} must be text.`).trim().max(max, `The ${label} may not be longer than ${max} characters.`).nullish().transform((value) => value || null);

/** Checkboxes arrive as true/false in JSON and as '1'/'0'/'true'/'on' from forms. */
export const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

export const storedPath = (label: string) =>
  optionalText(label, 1000).refine((path) => path === null || /^\S+$/.test(path), `The ${label} must be a stored path without spaces.`);


/**
 * A list as JSON sends it, or as a form does (`x[0][a]=…` reads as an object keyed by index; '' or
 * absent for none), for z.preprocess: each item's errors then name its place (`x.2.a`).
 */
export const listOf = (value: unknown): unknown => {
  if (value === '' || value === undefined || value === null) return [];
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((key) => /^\d{1,4}$/.test(key))) return Object.values(value);
  return value;
};
