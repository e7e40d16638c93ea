import type { RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { validate } from '../../http/validate';
import { pickerSearchInput, publicSearchInput } from './search.schema';
import type { Cached, SearchService } from './search.service';
import { markLiked } from '../favorites/mark-liked';

/** Whether the answer came from the in-process cache, and where a miss spent its time: useful when reading latencies. */
function send(res: Response, { value, hit, timings }: Cached<unknown>) {
  res.set('X-Search-Cache', hit ? 'hit' : 'miss');
  if (timings) res.set('Server-Timing', timings.header());
  res.json(value);
}

/** The cached answer is shared by everyone; the viewer's likes go on a copy. */
export const publicSearch =
  (search: SearchService, knex: Knex): RequestHandler =>
  async (req, res) => {
    const { query, page } = validate(publicSearchInput, req.query);
    const found = await search.publicSearch(query, page);
    send(res, { ...found, value: await markLiked(knex, req.user?.id, found.value) });
  };

export const selectorSearch =
  (search: SearchService): RequestHandler =>
  async (req, res) => {
    send(res, await search.selectorSearch(validate(pickerSearchInput, req.query).q));
  };

export const adminSearch =
  (search: SearchService): RequestHandler =>
  async (req, res) => {
    send(res, await search.adminSearch(validate(pickerSearchInput, req.query).q));
  };

export const playlistSearch =
  (search: SearchService): RequestHandler =>
  async (req, res) => {
    send(res, await search.playlistSearch(validate(pickerSearchInput, req.query).q));
  };
