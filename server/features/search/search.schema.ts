import { z } from 'zod';

/** Longer than any name or lyrics line; a search box holding more is not a search. */
export const MAX_QUERY_LENGTH = 200;

const searchText = z
  .string({ error: 'The query must be text.' })
  .max(MAX_QUERY_LENGTH, { error: `The query may not be greater than ${MAX_QUERY_LENGTH} characters.` })
  .default('');

const pageNumber = z
  .string({ error: 'The page must be a number.' })
  .regex(/^[1-9]\d{0,5}$/, { error: 'The page must be a whole number from 1.' })
  .transform(Number)
  .default(1);

/** GET /api/searchy and GET /search: `?query=&page=`. */
export const publicSearchInput = z.object({ query: searchText, page: pageNumber });

/** The backstage searches: `?q=`. */
export const pickerSearchInput = z.object({ q: searchText });
