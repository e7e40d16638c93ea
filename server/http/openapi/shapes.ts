import { z } from 'zod';

/** A numeric id in a path: anything else is a 404 (server/http/params.ts). */
export const idPath = (description = 'The record\'s id.') => z.string().regex(/^[1-9]\d{0,9}$/).meta({ description });

/** `{id}` in the path. */
export const idParams = (description?: string) => z.object({ id: idPath(description) });

/** `?page`, 1 to 10000 (server/db/paginate.ts). */
export const pageParams = z.object({ page: z.string().regex(/^\d{1,5}$/).optional().meta({ description: 'The page, from 1 (the default) to 10000.' }) });

/** The one paged-list shape of the site and the API (Laravel's paginator; server/db/paginate.ts). */
export const paginated = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });

/** A single resource answers `{data: {...}}`. */
export const dataOf = <Item extends z.ZodType>(item: Item) => z.object({ data: item });

/** A backstage write's answer: what happened, in words, and what it changed. */
export const messageWith = <Item extends z.ZodType>(data: Item) => z.object({ message: z.string(), data });

export const message = z.object({ message: z.string() });
