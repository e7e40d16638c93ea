import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

// Issue 35, "Line explanations": staff decide listeners' explanations in the lyrics queue's
// Explanations tab (approve, edit then approve, reject with a reason, dismiss reports, confirm a
// re-attachment, trust a writer), and explanations follow their lines when the lyrics change.

let ctx: BackstageContext;
let songId: number;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set(bearer(token)).set('Accept', 'application/json');
const rowOf = (id: number) => ctx.knex('lyric_explanations').where('id', id).first();
const tab = async (status: string) =>
  (await ctx.admin.agent.get(`/backstage/lyrics/explanations?status=${status}`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200)).body as {
    component: string;
    props: { counts: Record<string, number>; items: { data: { id: number; status: string; quote: string; body: string; reports: number; needs_review: boolean; open_reports: { reason: string }[]; author: { id: number; name: string; trusted: boolean } }[] } };
  };
const write = async (token: string, from: number, to: number, body: string) => (await request(ctx.app).post(`/api/song/${songId}/explanations`).set(bearer(token)).send({ from_line: from, to_line: to, body }).expect(201)).body.data as { id: number; status: string };
const mine = async () => (await request(ctx.app).get('/api/me/explanations').set(bearer(ctx.listener.token)).expect(200)).body.data as { id: number; status: string; reject_reason: string | null; body: string }[];

/** Lyrics become the song's default version as a visitor's approved submission does. */
async function publishLyrics(lyrics: string) {
  const sent = await request(ctx.app).post(`/api/song/${songId}/lyrics`).send({ lyrics }).expect(201);
  await api('post', `/api/backstage/lyrics/${sent.body.data.id}/approve`).send({ make_default: true }).expect(200);
}

const FIRST = ['Hooyo macaan, waan ku jeclahay', 'Habeen iyo maalinba', 'Roobka ayaa da’ay', 'Geela ayaa soo hoyday', 'Xiddigaha cirka ayaa ifaya', 'Dhulkii hooyo ee barwaaqada'];

beforeAll(async () => {
  ctx = await backstageContext();
  songId = (await ctx.knex('songs').whereNull('deleted_at').orderBy('id', 'desc').first('id')).id;
  await publishLyrics(FIRST.join('\n'));
});
afterAll(async () => ctx?.close());

describe('the Explanations tab of the lyrics queue', () => {
  let pending: number;
  let other: number;
  beforeAll(async () => {
    pending = (await write(ctx.listener.token, 0, 1, 'The mother here is the homeland itself, waiting.')).id;
    other = (await write(ctx.listener.token, 2, 2, 'Rain after drought: the best news a nomad hears.')).id;
  });

  it('lists the waiting ones first with their quoted lines, author and counts; the dashboard counts them', async () => {
    const page = await tab('pending');
    expect(page.component).toBe('backstage/lyrics/explanations');
    expect(page.props.items.data.map((item) => item.id)).toEqual([pending, other]);
    expect(page.props.items.data[0]).toMatchObject({ quote: `${FIRST[0]}\n${FIRST[1]}`, status: 'pending', author: { id: ctx.listener.userId, trusted: false }, reports: 0, needs_review: false });
    expect(page.props.counts.pending).toBe(2);
    const dashboard = await ctx.admin.agent.get('/backstage').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(dashboard.body.props.lyricsPending).toBeGreaterThanOrEqual(2);
  });

  it('is for staff only: a listener gets 403, the API routes too, and nothing changes', async () => {
    await ctx.listener.agent.get('/backstage/lyrics/explanations').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(403);
    await api('post', `/api/backstage/explanations/${pending}/approve`, ctx.listener.token).send({}).expect(403);
    await api('put', `/api/backstage/explainers/${ctx.listener.userId}/trusted`, ctx.listener.token).expect(403);
    expect((await rowOf(pending)).status).toBe('pending');
  });

  it('approving with an edited body publishes the corrected text, logs it, and the author sees it published', async () => {
    const res = await api('post', `/api/backstage/explanations/${pending}/approve`).send({ body: 'The mother here is the homeland itself.' }).expect(200);
    expect(res.body.data).toMatchObject({ id: pending, status: 'published' });
    expect(await rowOf(pending)).toMatchObject({ status: 'published', body: 'The mother here is the homeland itself.', reviewed_by: ctx.admin.userId });
    const log = await ctx.knex('activity_log').where({ entity_type: 'explanation', entity_id: pending }).first();
    expect(log.changes.body).toEqual(['The mother here is the homeland itself, waiting.', 'The mother here is the homeland itself.']);
    expect((await mine()).find((item) => item.id === pending)).toMatchObject({ status: 'published', body: 'The mother here is the homeland itself.' });
    const song = await request(ctx.app).get(`/api/song/${songId}`).expect(200);
    expect(song.body.data.explanations.map((item: { id: number }) => item.id)).toContain(pending);
    // Deciding again is refused with what happened.
    expect((await api('post', `/api/backstage/explanations/${pending}/approve`).send({}).expect(422)).body.errors.status).toEqual(['This explanation was already published.']);
  });

  it('rejecting needs a reason (422), then keeps it; the author sees it rejected with why; the public never sees it', async () => {
    expect(Object.keys((await api('post', `/api/backstage/explanations/${other}/reject`).send({ reason: ' ' }).expect(422)).body.errors)).toEqual(['reason']);
    await api('post', `/api/backstage/explanations/${other}/reject`).send({ reason: 'Not about these lines.' }).expect(200);
    expect(await rowOf(other)).toMatchObject({ status: 'rejected', reject_reason: 'Not about these lines.' });
    expect((await mine()).find((item) => item.id === other)).toMatchObject({ status: 'rejected', reject_reason: 'Not about these lines.' });
    const song = await request(ctx.app).get(`/api/song/${songId}`).expect(200);
    expect(song.body.data.explanations.map((item: { id: number }) => item.id)).not.toContain(other);
    expect((await tab('rejected')).props.items.data.map((item) => item.id)).toEqual([other]);
  });

  it('a report reaches the Reported tab with its reason; dismissing closes it and keeps the explanation', async () => {
    await request(ctx.app).post(`/api/explanations/${pending}/report`).set(bearer(ctx.listener.token)).send({ reason: 'offensive', note: 'rude' }).expect(201);
    const flagged = await tab('flagged');
    expect(flagged.props.items.data.find((item) => item.id === pending)).toMatchObject({ reports: 1, open_reports: [{ reason: 'offensive' }] });
    await api('post', `/api/backstage/explanations/${pending}/dismiss-reports`).expect(200);
    expect(await rowOf(pending)).toMatchObject({ status: 'published', reports: 0 });
    expect(Number((await ctx.knex('lyric_explanation_reports').where('explanation_id', pending).whereNull('resolved_at').count<{ n: string }[]>({ n: '*' }).first())!.n)).toBe(0);
    expect((await tab('flagged')).props.items.data.map((item) => item.id)).not.toContain(pending);
  });

  it('staff trust a writer: their next explanation publishes at once; revoking sends the next one back to review', async () => {
    await api('put', `/api/backstage/explainers/${ctx.listener.userId}/trusted`).expect(200);
    expect((await ctx.knex('users').where('id', ctx.listener.userId).first('trusted_explainer')).trusted_explainer).toBe(true);
    expect((await write(ctx.listener.token, 3, 3, 'The camels come home at dusk, safe.')).status).toBe('published');
    expect((await tab('published')).props.items.data.find((item) => item.author.id === ctx.listener.userId)?.author.trusted).toBe(true);
    await api('delete', `/api/backstage/explainers/${ctx.listener.userId}/trusted`).expect(200);
    expect((await write(ctx.listener.token, 3, 3, 'The camels come home at dusk, again.')).status).toBe('pending');
    const trustLog = await ctx.knex('activity_log').where({ entity_type: 'user', entity_id: ctx.listener.userId }).orderBy('id').select('changes');
    expect(trustLog.map((row: { changes: { trusted_explainer: boolean[] } }) => row.changes.trusted_explainer)).toEqual([[false, true], [true, false]]);
    await api('put', '/api/backstage/explainers/99999999/trusted').expect(404);
  });
});

describe('explanations follow their lines when the lyrics change', () => {
  it('re-attaches exactly (moved), by similarity (flagged) or not at all (flagged, kept where it was), never deleting', async () => {
    await ctx.knex('lyric_explanations').where('song_id', songId).delete();
    const exact = (await write(ctx.admin.token, 1, 2, 'Day and night, then the rain: the poet waits.')).id;
    const fuzzy = (await write(ctx.admin.token, 4, 4, 'The stars shine: a clear night for travel.')).id;
    const lost = (await write(ctx.admin.token, 5, 5, 'The land of plenty is the old homeland.')).id;
    const before = await ctx.knex('activity_log').max<{ id: number }[]>('id as id');
    const next = ['A new first line', FIRST[0], FIRST[1], FIRST[2], FIRST[3], 'xiddigaha cirka ayaa iftiimaya!', 'Something else entirely now'];
    await publishLyrics(next.join('\n'));
    const verse = await ctx.knex('verses').where({ song_id: songId, is_default: true }).first('id');

    expect(await rowOf(exact)).toMatchObject({ from_line: 2, to_line: 3, verse_id: verse.id, needs_review: false, quote: `${FIRST[1]}\n${FIRST[2]}` });
    expect(await rowOf(fuzzy)).toMatchObject({ from_line: 5, to_line: 5, verse_id: verse.id, needs_review: true, quote: 'xiddigaha cirka ayaa iftiimaya!' });
    const lostRow = await rowOf(lost);
    expect(lostRow).toMatchObject({ from_line: 5, to_line: 5, needs_review: true, quote: FIRST[5], status: 'published' });
    expect(lostRow.verse_id).not.toBe(verse.id);

    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: songId }).where('id', '>', before[0]!.id).whereRaw("changes::text like '%explanations%'").first();
    expect(log.changes.explanations[1]).toBe('0 in place, 1 moved, 1 re-attached by similarity (to check), 1 not found (to check)');

    // Staff see both flagged ones, and confirming one clears its flag.
    const flagged = (await tab('flagged')).props.items.data.filter((item) => item.needs_review).map((item) => item.id).sort();
    expect(flagged).toEqual([fuzzy, lost].sort());
    await api('post', `/api/backstage/explanations/${fuzzy}/confirm`).expect(200);
    expect((await rowOf(fuzzy)).needs_review).toBe(false);
  });

  it('a restore brings the lines back and the explanations with them (exact, in place)', async () => {
    const revisions = await ctx.knex('lyrics_revisions').where('song_id', songId).orderBy('id', 'desc').select('id');
    const exact = await ctx.knex('lyric_explanations').where('song_id', songId).where('from_line', 2).first('id');
    await api('post', `/api/backstage/songs/${songId}/lyrics-revisions/${revisions[1]!.id}/restore`).expect(200);
    expect(await rowOf(exact.id)).toMatchObject({ from_line: 1, to_line: 2, needs_review: false });
    expect((await rowOf(exact.id)).verse_id).toEqual(expect.any(Number));
  });
});
