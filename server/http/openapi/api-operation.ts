import { z } from 'zod';

/** Who may call an operation: anyone, a signed-in person (cookie session or an app's bearer token), or staff. */
export type ApiAccess = 'public' | 'user' | 'admin';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer an operation gives besides its errors: a status, what it means, and the body's schema. */
export interface ApiAnswer {
  description: string;
  /** The JSON body; none for an answer without one (204). */
  schema?: z.ZodType;
  /** A body that is not JSON (the reference page's HTML). */
  contentType?: string;
}

/**
 * One `/api` route as the apps see it, declared in the feature's folder beside the route (its
 * `<name>.openapi.ts`) from the zod schemas that parse the input and describe the presenter's output.
 * server/http/openapi/openapi-document.ts turns the list into the OpenAPI 3.1 document; the tests
 * validate every `/api` answer they receive against that document, so a schema that drifts from what
 * the presenter sends fails there.
 */
export interface ApiOperation {
  method: ApiMethod;
  /** The Express path, as the router has it (`/api/song/:id`). */
  path: string;
  /** The reference page's group (Songs, Playlists, Backstage...). */
  tag: string;
  summary: string;
  description?: string;
  access: ApiAccess;
  /** Path parameters (all strings on the wire; described as what they must hold). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media type: JSON unless the route takes files. */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** Success answers by status (usually just 200). */
  responses: Record<number, ApiAnswer>;
  /**
   * Error statuses beyond those the rules below give (401/403 from `access`, 404 for a path with
   * parameters, 413/415/419/429 for a write, 422 for an input schema, 400 and 503 for every operation:
   * an address holding what no route may be handed, and a database that cannot be reached).
   */
  errors?: readonly number[];
  /** A success body as the reference page shows it. */
  example?: unknown;
}

/** `{message, errors?}`: every `/api` error (server/http/error-handler.ts); `errors` holds a form's messages by field. */
export const apiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request could not be read (malformed JSON, a NUL byte, a body that is not what the route reads).',
  401: 'Unauthenticated: no session cookie and no bearer token, or an expired one.',
  403: 'Forbidden: signed in, but not allowed (staff-only routes refuse listeners).',
  404: 'Not found: no such record (or an id that cannot exist).',
  409: 'Conflict: the record changed since it was read, or the write collides with an existing one.',
  413: 'The body (or file) is too large.',
  415: 'The body or file is of a type the route does not take.',
  419: 'CSRF token mismatch: a cookie-session write without the `X-XSRF-TOKEN` header the `XSRF-TOKEN` cookie holds.',
  422: 'Validation failed: `errors` lists the messages by field.',
  429: 'Too many requests: the rate limit of the caller (per account, else per address) is used up; see `Retry-After`.',
  502: 'An outside service (YouTube, a news site) failed.',
  503: 'Service unavailable: the database cannot be reached, or maintenance.',
};

const WRITES = new Set<ApiMethod>(['post', 'put', 'patch', 'delete']);

/** The error statuses an operation can answer, from what it is (see ApiOperation.errors), in order. */
export function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'admin') statuses.add(403);
  if (/:\w/.test(operation.path)) statuses.add(404);
  // A write's body may be too large, of a type it does not take (multipart where no file is taken), or lack its CSRF header.
  if (WRITES.has(operation.method)) [413, 415, 419, 429].forEach((status) => statuses.add(status));
  if (operation.body || operation.query) statuses.add(422);
  statuses.add(400).add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/song/:id` -> `/api/song/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
