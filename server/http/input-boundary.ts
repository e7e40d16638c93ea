import type { RequestHandler } from 'express';
import { BadRequest, NotFound, PayloadTooLarge, ValidationError } from './errors';

/** Deeper than any form or API body of ours; far below what would strain a recursive reader. */
export const MAX_INPUT_DEPTH = 32;
/** Values in one body or query: a song with verses and its relations is a few hundred. */
export const MAX_INPUT_VALUES = 10_000;

/**
 * NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate (which JSON's `\ud800` escape
 * can produce) has no UTF-8 form: either would fail in the database as a 500. Both are refused here.
 */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Keys that would reach an object's prototype if a handler ever merged the body into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Problem = { kind: 'text'; field: string } | { kind: 'key'; key: string } | { kind: 'depth' } | { kind: 'size' };

/** The first thing in a parsed body or query that no route may be handed, if any. */
export function findUnacceptableInput(input: unknown): Problem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  let seen = 0;
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (++seen > MAX_INPUT_VALUES) return { kind: 'size' };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { kind: 'text', field: path || 'input' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return { kind: 'key', key };
      if (UNSTORABLE.test(key)) return { kind: 'text', field: path || 'input' };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

const TEXT_MESSAGE = 'This text holds a character that cannot be stored (a NUL or a broken surrogate).';

function refusal(problem: Problem, where: 'body' | 'query') {
  switch (problem.kind) {
    case 'text':
      return where === 'body' ? new ValidationError({ [problem.field]: [TEXT_MESSAGE] }) : new BadRequest(`The address holds a character that cannot be read (${problem.field}).`);
    case 'key':
      return new BadRequest(`The ${where === 'body' ? 'request body' : 'address'} holds a key that is not allowed (${problem.key}).`);
    case 'depth':
      return new BadRequest(`The ${where === 'body' ? 'request body' : 'address'} is nested too deeply.`);
    case 'size':
      return new PayloadTooLarge(`The ${where === 'body' ? 'request body' : 'address'} holds too many values.`);
  }
}

/**
 * One boundary for everything a request brings, whatever its content type (JSON, a form, multipart,
 * the query string): text PostgreSQL cannot store, prototype keys, nesting past any real form's and
 * oversized collections are refused before a handler sees them. A path whose segments decode to a
 * NUL names nothing: 404.
 */
export const inputBoundary: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.path) || req.path.includes('\u0000')) return next(new NotFound());
  const inQuery = findUnacceptableInput(req.query);
  if (inQuery) return next(refusal(inQuery, 'query'));
  const inBody = findUnacceptableInput(req.body);
  if (inBody) return next(refusal(inBody, 'body'));
  next();
};
