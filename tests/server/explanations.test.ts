import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sungLines, verseText } from '@common/lyrics-lines';
import { MAX_EXPLAINED_LINES } from '@common/explanations';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { pageOf } from '../helpers/http';
import { inertiaGet } from '../helpers/inertia';

// Issue 35, "Line explanations": a signed-in listener explains lines of a song's lyrics; staff's and
// trusted explainers' publish at once, a listener's wait; the published ones reach the song's answer
// and page, with votes and reports.

let ctx: BackstageContext;
let songId: number;
let lines: string[];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const BODY = 'This line speaks of the nomad’s longing for rain, see https://example.org/gu';

beforeAll(async () => {
  ctx = await backstageContext();
  const verse = await ctx.knex('verses as v').join('songs', 'songs.id', 'v.song_id').whereNull('songs.deleted_at').where('v.is_default', true).where('v.non_synced_lyrics', '<>', '').orderBy('v.song_id').first('v.song_id', 'v.non_synced_lyrics', 'v.synced_lyrics');
  songId = verse.song_id;
  lines = sungLines(verseText(verse.non_synced_lyrics, verse.synced_lyrics));
});
afterAll(async () => ctx?.close());

const rowOf = (id: number) => ctx.knex('lyric_explanations').where('id', id).first();
const post = (token: string, body: object, id = songId) => request(ctx.app).post(`/api/song/${id}/explanations`).set(bearer(token)).send(body);

describe('writing an explanation', () => {
  it('when a listener explains two lines, then it waits (pending) with the lines quoted and its language found', async () => {
    const res = await post(ctx.listener.token, { from_line: 1, to_line: 2, body: `  ${BODY}  ` }).expect(201);
    expect(res.body.data).toMatchObject({ status: 'pending', from_line: 1, to_line: 2, body: BODY, quote: lines.slice(1, 3).join('\n'), song: { id: songId, url: `/song/${songId}` }, reject_reason: null });
    const row = await rowOf(res.body.data.id);
    expect(row).toMatchObject({ status: 'pending', language: 'english', user_id: ctx.listener.userId, votes: 0, reports: 0, needs_review: false });
    expect(row.verse_id).toEqual(expect.any(Number));
  });

  it('when staff write one, then it is published at once, and Arabic text is marked Arabic', async () => {
    const res = await post(ctx.admin.token, { from_line: 0, to_line: 0, body: 'هذا البيت يتحدث عن الشوق إلى المطر' }).expect(201);
    expect(res.body.data.status).toBe('published');
    expect((await rowOf(res.body.data.id)).language).toBe('arabic');
  });

  it('when a listener is a trusted explainer, then theirs publish at once too (Somali found as Somali)', async () => {
    await ctx.knex('users').where('id', ctx.listener.userId).update({ trusted_explainer: true });
    try {
      const res = await post(ctx.listener.token, { from_line: 0, to_line: 1, body: 'Tuducan waxa uu ka hadlayaa jacaylka iyo roobka' }).expect(201);
      expect(res.body.data.status).toBe('published');
      expect((await rowOf(res.body.data.id)).language).toBe('somali');
    } finally {
      await ctx.knex('users').where('id', ctx.listener.userId).update({ trusted_explainer: false });
    }
  });

  it('works with the session cookie and the XSRF header, and refuses the cookie without it (419)', async () => {
    await ctx.listener.agent.post(`/api/song/${songId}/explanations`).send({ from_line: 0, to_line: 0, body: BODY }).expect(419);
    await ctx.listener.agent.post(`/api/song/${songId}/explanations`).set('X-XSRF-TOKEN', ctx.listener.xsrf).send({ from_line: 0, to_line: 0, body: BODY }).expect(201);
  });

  it('refuses a visitor (401) and an unknown song (404)', async () => {
    await request(ctx.app).post(`/api/song/${songId}/explanations`).send({ from_line: 0, to_line: 0, body: BODY }).expect(401);
    await post(ctx.listener.token, { from_line: 0, to_line: 0, body: BODY }, 99_999_999).expect(404);
  });

  it.each(([
    [{ from_line: 0, to_line: 0, body: '   ' }, 'body'],
    [{ from_line: 0, to_line: 0, body: 'short' }, 'body'],
    [{ from_line: 0, to_line: 0, body: 'x'.repeat(2001) }, 'body'],
    [{ from_line: 0, to_line: 0 }, 'body'],
    [{ from_line: -1, to_line: 0, body: BODY }, 'from_line'],
    [{ from_line: 'a', to_line: 0, body: BODY }, 'from_line'],
    [{ from_line: 2, to_line: 1, body: BODY }, 'to_line'],
    [{ from_line: 0, to_line: MAX_EXPLAINED_LINES, body: BODY }, 'to_line'],
    [{ from_line: 100_000, to_line: 100_000, body: BODY }, 'from_line'],
  ] as [object, string][]).map(([body, field], index) => [index, field, body] as const))('answers 422 naming the field (case %i: %s)', async (_index, field, body) => {
    const before = (await ctx.knex('lyric_explanations').count<{ n: string }[]>({ n: '*' }).first())!.n;
    const res = await post(ctx.listener.token, body).expect(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect((await ctx.knex('lyric_explanations').count<{ n: string }[]>({ n: '*' }).first())!.n).toBe(before);
  });

  it('refuses lines past the end of the lyrics (422 to_line)', async () => {
    const res = await post(ctx.listener.token, { from_line: lines.length - 1, to_line: lines.length, body: BODY }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(['to_line']);
  });

  it('drops markup from the body: a <script> is never stored', async () => {
    const res = await post(ctx.admin.token, { from_line: 3, to_line: 3, body: 'Before <script>alert(1)</script><b>bold</b> and 1 < 2 after' }).expect(201);
    expect(res.body.data.body).toBe('Before bold and 1 < 2 after');
  });
});

describe('reading explanations', () => {
  it('GET /api/song/{id} carries the published ones only, by first line then votes, voted false for visitors', async () => {
    const res = await request(ctx.app).get(`/api/song/${songId}`).expect(200);
    const explanations = res.body.data.explanations as { from_line: number; body: string; voted: boolean; author: { name: string }; quote: string }[];
    const published = await ctx.knex('lyric_explanations').where({ song_id: songId, status: 'published' }).count<{ n: string }[]>({ n: '*' }).first();
    expect(explanations).toHaveLength(Number(published!.n));
    expect(explanations.map((item) => item.from_line)).toEqual([...explanations.map((item) => item.from_line)].sort((a, b) => a - b));
    expect(explanations.every((item) => !item.voted && item.author.name && item.quote)).toBe(true);
    expect(explanations.some((item) => item.body === BODY)).toBe(false);
  });

  it('the song page carries the same in its `explanations` prop, and its HTML holds the quote and body of a published one but never a pending one', async () => {
    const page = pageOf(await inertiaGet(ctx.app, `/song/${songId}`).expect(200));
    const api = await request(ctx.app).get(`/api/song/${songId}`).expect(200);
    expect(page.props.explanations).toEqual(api.body.data.explanations);
    const html = (await request(ctx.app).get(`/song/${songId}`).expect(200)).text;
    expect(html).toContain('Before bold and 1');
    expect(html).toContain('هذا البيت يتحدث عن الشوق إلى المطر');
    expect(html).toContain(JSON.stringify(lines[3]).slice(1, -1).split('"')[0]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('nomad’s longing');
  });
});

describe('votes and reports', () => {
  let id: number;
  beforeAll(async () => {
    id = (await ctx.knex('lyric_explanations').where({ song_id: songId, status: 'published' }).orderBy('id').first('id')).id;
  });

  it('upvoting twice counts once, taking it back twice un-counts once, and the count is kept on the row', async () => {
    expect((await request(ctx.app).put(`/api/explanations/${id}/vote`).set(bearer(ctx.listener.token)).expect(200)).body).toEqual({ data: { votes: 1, voted: true } });
    expect((await request(ctx.app).put(`/api/explanations/${id}/vote`).set(bearer(ctx.listener.token)).expect(200)).body).toEqual({ data: { votes: 1, voted: true } });
    expect((await request(ctx.app).put(`/api/explanations/${id}/vote`).set(bearer(ctx.admin.token)).expect(200)).body.data).toEqual({ votes: 2, voted: true });
    expect((await rowOf(id)).votes).toBe(2);
    const mine = (await request(ctx.app).get(`/api/song/${songId}`).set(bearer(ctx.listener.token)).expect(200)).body.data.explanations.find((item: { id: number }) => item.id === id);
    expect(mine).toMatchObject({ votes: 2, voted: true });
    expect((await request(ctx.app).delete(`/api/explanations/${id}/vote`).set(bearer(ctx.admin.token)).expect(200)).body.data).toEqual({ votes: 1, voted: false });
    expect((await request(ctx.app).delete(`/api/explanations/${id}/vote`).set(bearer(ctx.admin.token)).expect(200)).body.data).toEqual({ votes: 1, voted: false });
    expect((await rowOf(id)).votes).toBe(1);
  });

  it('a pending explanation cannot be voted on or reported (404)', async () => {
    const pending = (await ctx.knex('lyric_explanations').where({ status: 'pending' }).first('id')).id;
    await request(ctx.app).put(`/api/explanations/${pending}/vote`).set(bearer(ctx.admin.token)).expect(404);
    await request(ctx.app).post(`/api/explanations/${pending}/report`).set(bearer(ctx.admin.token)).send({ reason: 'spam' }).expect(404);
  });

  it('a report is stored with its reason and note and counted on the row; a bad reason is 422', async () => {
    const res = await request(ctx.app).post(`/api/explanations/${id}/report`).set(bearer(ctx.listener.token)).send({ reason: 'wrong', note: ' The line means something else ' }).expect(201);
    expect(res.body.data).toMatchObject({ explanation_id: id, reason: 'wrong' });
    expect(await ctx.knex('lyric_explanation_reports').where('explanation_id', id).first()).toMatchObject({ reason: 'wrong', note: 'The line means something else', user_id: ctx.listener.userId, resolved_at: null });
    expect((await rowOf(id)).reports).toBe(1);
    const bad = await request(ctx.app).post(`/api/explanations/${id}/report`).set(bearer(ctx.listener.token)).send({ reason: 'boring' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['reason']);
  });
});

describe('a listener’s own explanations', () => {
  it('GET /api/me/explanations lists the caller’s own, newest first, with their state', async () => {
    const res = await request(ctx.app).get('/api/me/explanations').set(bearer(ctx.listener.token)).expect(200);
    const rows = await ctx.knex('lyric_explanations').where('user_id', ctx.listener.userId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id', 'status');
    expect(res.body.data.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual(rows.map((row) => [row.id, row.status]));
    expect(res.body).toMatchObject({ current_page: 1, total: rows.length });
    await request(ctx.app).get('/api/me/explanations').expect(401);
  });

  it('GET /me/explanations renders explanations/mine with the same list; a visitor is sent to sign in', async () => {
    const page = pageOf(await ctx.listener.agent.get('/me/explanations').set('X-Inertia', 'true').set('X-Inertia-Version', 'public-v1').expect(200));
    expect(page.component).toBe('explanations/mine');
    const api = await request(ctx.app).get('/api/me/explanations').set(bearer(ctx.listener.token)).expect(200);
    expect(page.props.explanations).toEqual(api.body.data);
    const visitor = await request(ctx.app).get('/me/explanations');
    expect([302, 303]).toContain(visitor.status);
  });
});
