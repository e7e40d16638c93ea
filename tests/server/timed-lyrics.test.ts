import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
let song: { id: number; name: string; duration_seconds: number };
let verse: { id: number };
let otherVerse: { id: number };
beforeAll(async () => {
  ctx = await backstageContext();
  song = await ctx.knex('songs').whereNull('deleted_at').whereNotNull('mp3').whereNotNull('duration_seconds').whereExists(ctx.knex('verses').whereRaw('verses.song_id = songs.id')).orderBy('id').first('id', 'name', 'duration_seconds');
  verse = await ctx.knex('verses').where('song_id', song.id).orderBy('id').first('id');
  otherVerse = await ctx.knex('verses').whereNot('song_id', song.id).first('id');
});
afterAll(async () => ctx?.close());

const url = () => `/api/backstage/songs/${song.id}/verses/${verse.id}/synced`;
const put = (path: string, body: unknown, token = ctx.admin.token) => request(ctx.app).put(path).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json').send(body as object);
const storedLines = async () => (await ctx.knex('verses').where('id', verse.id).first()).synced_lyrics;
const LINES = [
  { time: 1.234, text: ' Hooyo macaan ' },
  { time: 4.5, text: 'Adaa i koriyay' },
  { time: 9, text: 'Naxariis' },
];

describe('the timed lyrics editor', () => {
  it('is a backstage page with the song, its audio and its lyrics versions', async () => {
    const res = await ctx.admin.agent.get(`/backstage/songs/${song.id}/timed-lyrics`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(res.body.component).toBe('backstage/songs/timed-lyrics');
    expect(res.body.props.song).toMatchObject({ id: song.id, name: song.name, audio_url: expect.stringMatching(/\.mp3$/), duration_seconds: song.duration_seconds });
    expect(res.body.props.verses.map((entry: { id: number }) => entry.id)).toContain(verse.id);
    expect(res.body.props.verses[0].lyrics.non_synced_lyrics.original).toEqual(expect.any(String));
    await ctx.admin.agent.get('/backstage/songs/99999999/timed-lyrics').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(404);
  });

  it('saves the lines rounded to hundredths and trimmed, logs it, and the player and the song API give them back', async () => {
    const res = await put(url(), { lines: LINES }).expect(200);
    expect(res.body.message).toBe(`The timed lyrics of ${song.name} are saved: 3 lines.`);
    const expected = [
      { time: 1.23, text: 'Hooyo macaan' },
      { time: 4.5, text: 'Adaa i koriyay' },
      { time: 9, text: 'Naxariis' },
    ];
    expect(await storedLines()).toEqual(expected);
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: song.id }).orderBy('id', 'desc').first();
    expect(Object.values(log.changes)).toEqual([[null, '3 lines, 00:01.23 to 00:09.00']]);
    const api = await request(ctx.app).get(`/api/song/${song.id}`).expect(200);
    const verses = (api.body.data ?? api.body).verse as { id: number; lyrics: { synced_lyrics: unknown } }[];
    expect(verses.find((entry) => entry.id === verse.id)!.lyrics.synced_lyrics).toEqual(expected);
  });

  it('clears the sync with an empty list', async () => {
    await put(url(), { lines: LINES }).expect(200);
    expect((await put(url(), { lines: [] }).expect(200)).body.message).toBe(`The timed lyrics of ${song.name} are cleared.`);
    expect(await storedLines()).toBeNull();
  });

  it('refuses lines out of order, past the song’s end, without times, with NUL bytes or too many, and changes nothing', async () => {
    await put(url(), { lines: LINES }).expect(200);
    const before = await storedLines();
    const refusals: [unknown, string | RegExp][] = [
      [{ lines: [{ time: 5, text: 'a' }, { time: 2, text: 'b' }] }, 'Line 2 starts before line 1: the times must follow the singing order.'],
      [{ lines: [{ time: song.duration_seconds + 60, text: 'a' }] }, /^The last line starts at .*, after the song ends/],
      [{ lines: [{ text: 'a' }] }, 'Each line needs its start time in seconds.'],
      [{ lines: [{ time: -1, text: 'a' }] }, 'A line cannot start before the song.'],
      [{ lines: [{ time: 'NaN', text: 'a' }] }, 'Each line needs its start time in seconds.'],
      [{ lines: [{ time: 1, text: 'x'.repeat(501) }] }, 'A line may not be longer than 500 characters.'],
      [{ lines: Array.from({ length: 1001 }, (_, index) => ({ time: index, text: 'a' })) }, 'At most 1000 lines.'],
      [{ lines: 'all of them' }, 'Send the lines as a list.'],
    ];
    for (const [body, message] of refusals) {
      const res = await put(url(), body).expect(422);
      expect(res.body.message).toMatch(message);
    }
    const nul = await put(url(), { lines: [{ time: 1, text: 'a\u0000b' }] }).expect(422);
    expect(nul.body.message).toMatch(/NUL|cannot be stored/);
    expect(await storedLines()).toEqual(before);
  });

  it('is for admins, with the XSRF header from a session, on this song’s own verses', async () => {
    await request(ctx.app).put(url()).set('Accept', 'application/json').send({ lines: [] }).expect(401);
    await put(url(), { lines: [] }, ctx.listener.token).expect(403);
    await ctx.admin.agent.put(url()).set('Accept', 'application/json').send({ lines: [] }).expect(419);
    expect((await put(`/api/backstage/songs/${song.id}/verses/${otherVerse.id}/synced`, { lines: [] }).expect(404)).body.message).toBe('That lyrics version is not this song’s.');
    expect((await put(`/api/backstage/songs/99999999/verses/${verse.id}/synced`, { lines: [] }).expect(404)).body.message).toBe('Song not found.');
    expect(await storedLines()).not.toBeNull();
    const session = await ctx.admin.agent.put(url()).set('Accept', 'application/json').set('X-XSRF-TOKEN', ctx.admin.xsrf).send({ lines: [] }).expect(200);
    expect(session.body.data).toEqual({ verse: verse.id, synced_lyrics: null });
  });
});
