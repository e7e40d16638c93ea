import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
let song: { id: number; name: string };
let bare: { id: number; name: string };
beforeAll(async () => {
  ctx = await backstageContext();
  song = await ctx.knex('songs').whereNull('deleted_at').whereExists(ctx.knex('verses').whereRaw('verses.song_id = songs.id').where('is_default', true)).orderBy('id').first('id', 'name');
  // Every demo song has lyrics: one without, added as staff would.
  const artist = await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id');
  const made = await request(ctx.app).post('/backstage/songs').set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').send({ name: 'Hees Cusub Aan Erey Lahayn', artist: artist.id }).expect(201);
  bare = { id: made.body.data.id, name: made.body.data.name };
});
afterAll(async () => ctx?.close());

const api = (method: 'get' | 'post', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const queue = (status = 'pending') => ctx.admin.agent.get(`/backstage/lyrics?status=${status}`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
const LYRICS = 'Hooyo macaan, hooyo macaan\nAdaa i koriyay\n\nNaxariistaada ma illoobayo';
async function submit(songId: number, lyrics = LYRICS) {
  return (await request(ctx.app).post(`/api/song/${songId}/lyrics`).set('Accept', 'application/json').send({ lyrics, submitter_name: 'Hodan' }).expect(201)).body.data.id as number;
}

describe('a visitor’s report of a problem with the lyrics', () => {
  it('joins the queue as pending, with its reason and note', async () => {
    const res = await request(ctx.app).post(`/api/song/${song.id}/lyrics-report`).set('Accept', 'application/json').send({ reason: 'wrong_words', note: ' The second line says “koriyey”. ' }).expect(201);
    expect(res.body.message).toBe('Thank you! Staff will look at these lyrics.');
    expect(await ctx.knex('lyrics_submissions').where('id', res.body.data.id).first()).toMatchObject({ kind: 'report', report_reason: 'wrong_words', note: 'The second line says “koriyey”.', lyrics: null, status: 'pending' });
  });

  it('refuses an unknown reason, a long note and a missing song', async () => {
    expect((await request(ctx.app).post(`/api/song/${song.id}/lyrics-report`).set('Accept', 'application/json').send({ reason: 'boring' }).expect(422)).body.message).toBe('Choose what is wrong: wrong words, wrong song or offensive.');
    expect((await request(ctx.app).post(`/api/song/${song.id}/lyrics-report`).set('Accept', 'application/json').send({ reason: 'offensive', note: 'x'.repeat(1001) }).expect(422)).body.message).toBe('The note may not be longer than 1000 characters.');
    await request(ctx.app).post('/api/song/99999999/lyrics-report').set('Accept', 'application/json').send({ reason: 'offensive' }).expect(404);
  });
});

describe('the review queue', () => {
  it('lists what waits, oldest first, with the current lyrics to compare and the dashboard’s count', async () => {
    const id = await submit(song.id);
    const page = await queue();
    expect(page.body.component).toBe('backstage/lyrics/index');
    const item = page.body.props.items.data.find((entry: { id: number }) => entry.id === id);
    expect(item).toMatchObject({ kind: 'lyrics', status: 'pending', song: { id: song.id, name: song.name }, submitter: 'Hodan', lyrics: LYRICS, current: { lyrics: expect.any(String) } });
    expect(page.body.props.counts.pending).toBe(page.body.props.items.total);
    const dashboard = await ctx.admin.agent.get('/backstage').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(dashboard.body.props.lyricsPending).toBe(page.body.props.counts.pending);
    await ctx.admin.agent.get('/backstage/lyrics?status=everything').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(422);
  });

  it('approves a submission as the default version, verified by the admin, logged and searchable; deciding twice is refused', async () => {
    const id = await submit(song.id);
    const before = await ctx.knex('verses').where({ song_id: song.id, is_default: true }).first();
    const version = (await ctx.knex('songs').where('id', song.id).first()).version;
    const res = await ctx.admin.agent.post(`/api/backstage/lyrics/${id}/approve`).set('Accept', 'application/json').set('X-XSRF-TOKEN', ctx.admin.xsrf).send({ make_default: true }).expect(200);
    expect(res.body.message).toBe(`The lyrics of ${song.name} are published as its default version.`);
    const verse = await ctx.knex('verses').where('id', res.body.data.verse_id).first();
    expect(verse).toMatchObject({ song_id: song.id, non_synced_lyrics: LYRICS, is_default: true, verified_by: ctx.admin.userId, language: 'somali' });
    expect(verse.verified_at).toBeTruthy();
    expect((await ctx.knex('verses').where('id', before.id).first()).is_default).toBe(false);
    expect(await ctx.knex('lyrics_submissions').where('id', id).first()).toMatchObject({ status: 'approved', reviewed_by: ctx.admin.userId, verse_id: verse.id });
    expect((await ctx.knex('songs').where('id', song.id).first()).version).toBe(version + 1);
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: song.id }).orderBy('id', 'desc').first();
    expect(log.changes).toEqual({ lyrics: [before.non_synced_lyrics, LYRICS], submission: [null, `#${id} approved`] });
    const pageProps = (await request(ctx.app).get(`/song/${song.id}`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200)).body.props;
    expect(pageProps.song.verse[0].lyrics.non_synced_lyrics.original).toBe(LYRICS);
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Naxariistaada ma illoobayo' }).expect(200);
    expect(found.body.songs.map((entry: { id: number }) => entry.id)).toContain(song.id);
    expect((await api('post', `/api/backstage/lyrics/${id}/approve`).send({}).expect(422)).body.message).toBe('This submission was already approved.');
  });

  it('edits then approves as a second version, and a song without lyrics gets its first (default) one', async () => {
    const id = await submit(song.id);
    const res = await api('post', `/api/backstage/lyrics/${id}/approve`).send({ lyrics: 'Corrected\r\nlines', language: 'english', title: 'English', make_default: false }).expect(200);
    expect(await ctx.knex('verses').where('id', res.body.data.verse_id).first()).toMatchObject({ non_synced_lyrics: 'Corrected\nlines', is_default: false, language: 'english', title: 'English' });
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: song.id }).orderBy('id', 'desc').first();
    expect(log.changes.submission).toEqual([null, `#${id} approved with corrections`]);
    const first = await submit(bare.id);
    const made = await api('post', `/api/backstage/lyrics/${first}/approve`).send({ make_default: false }).expect(200);
    expect((await ctx.knex('verses').where('id', made.body.data.verse_id).first()).is_default).toBe(true);
  });

  it('rejects with a reason, and resolves or dismisses reports; a reason is required', async () => {
    const id = await submit(song.id);
    expect((await api('post', `/api/backstage/lyrics/${id}/reject`).send({ reason: ' ' }).expect(422)).body.message).toBe('Say why, for the record.');
    const res = await api('post', `/api/backstage/lyrics/${id}/reject`).send({ reason: 'Another song’s lyrics' }).expect(200);
    expect(res.body.message).toBe(`The submission for ${song.name} is rejected.`);
    expect(await ctx.knex('lyrics_submissions').where('id', id).first()).toMatchObject({ status: 'rejected', review_note: 'Another song’s lyrics', reviewed_by: ctx.admin.userId, verse_id: null });
    const rejected = await queue('rejected');
    expect(rejected.body.props.items.data[0]).toMatchObject({ id, review_note: 'Another song’s lyrics', reviewer: expect.any(String) });

    const report = (await request(ctx.app).post(`/api/song/${song.id}/lyrics-report`).set('Accept', 'application/json').send({ reason: 'offensive' }).expect(201)).body.data.id;
    const verses = await ctx.knex('verses').where('song_id', song.id).count('* as n').first();
    expect((await api('post', `/api/backstage/lyrics/${report}/approve`).send({ note: 'Fixed the chorus' }).expect(200)).body.message).toBe(`The report on ${song.name} is resolved.`);
    expect(await ctx.knex('verses').where('song_id', song.id).count('* as n').first()).toEqual(verses);
    const other = (await request(ctx.app).post(`/api/song/${song.id}/lyrics-report`).set('Accept', 'application/json').send({ reason: 'wrong_song' }).expect(201)).body.data.id;
    expect((await api('post', `/api/backstage/lyrics/${other}/reject`).send({ reason: 'The lyrics are right' }).expect(200)).body.message).toBe(`The report on ${song.name} is dismissed.`);
  });

  it('is for admins, with the XSRF header from a session; a wrong id is a 404 and nothing changes', async () => {
    const id = await submit(song.id);
    // Each with its own fields: approve takes no `reason`, and a field a form does not know is refused.
    for (const [action, body] of [['approve', { note: 'x' }], ['reject', { reason: 'x' }]] as const) {
      await request(ctx.app).post(`/api/backstage/lyrics/${id}/${action}`).set('Accept', 'application/json').send(body).expect(401);
      await api('post', `/api/backstage/lyrics/${id}/${action}`, ctx.listener.token).send(body).expect(403);
      await ctx.admin.agent.post(`/api/backstage/lyrics/${id}/${action}`).set('Accept', 'application/json').send(body).expect(419);
      expect((await api('post', `/api/backstage/lyrics/99999999/${action}`).send(body).expect(404)).body.message).toBe('That submission does not exist.');
    }
    await ctx.listener.agent.get('/backstage/lyrics').expect((res) => expect([302, 303, 403]).toContain(res.status));
    expect((await api('post', `/api/backstage/lyrics/${id}/approve`).send({ lyrics: 'x'.repeat(20_001) }).expect(422)).body.message).toBe('Lyrics may not be longer than 20000 characters.');
    expect(await ctx.knex('lyrics_submissions').where('id', id).first()).toMatchObject({ status: 'pending', reviewed_by: null });
  });
});
