import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const api = (method: 'post' | 'put', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const versesOf = (songId: number) => ctx.knex('verses').where('song_id', songId).orderBy('position').select('title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics', 'translation');

describe('restoring an earlier state of a song’s lyrics', () => {
  it('keeps each state, lists them on the edit screen, and restores one whole (timed lines and translation too)', async () => {
    const song = await ctx.knex('songs').whereNull('deleted_at').whereExists(ctx.knex('verses').whereRaw('verses.song_id = songs.id')).orderBy('id').first('id', 'name', 'artist_id');
    const verse = await ctx.knex('verses').where({ song_id: song.id, is_default: true }).first('id');
    // Time the demo lyrics first: that state has timed lines.
    await api('put', `/api/backstage/songs/${song.id}/verses/${verse.id}/synced`).send({ lines: [{ time: 1, text: 'first' }, { time: 2, text: 'second' }] }).expect(200);
    const original = await versesOf(song.id);
    const version = (await ctx.knex('songs').where('id', song.id).first()).version;
    await api('put', `/backstage/songs/${song.id}`).send({ name: song.name, artist: song.artist_id, version, verses: [{ language: 'somali', non_synced_lyrics: 'Replaced lyrics\nall of them', is_default: true }] }).expect(200);
    expect((await versesOf(song.id)).map((entry) => entry.non_synced_lyrics)).toEqual(['Replaced lyrics\nall of them']);

    const page = await ctx.admin.agent.get(`/backstage/songs/${song.id}/edit`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    const revisions = page.body.props.revisions as { id: number; reason: string; is_current: boolean; first_line: string | null }[];
    expect(revisions.map((revision) => revision.reason)).toEqual(['Edited in the song form', 'Timed 2 lines', 'As it was']);
    expect(revisions[0]).toMatchObject({ is_current: true, first_line: 'Replaced lyrics' });

    const res = await api('post', `/api/backstage/songs/${song.id}/lyrics-revisions/${revisions[1]!.id}/restore`).expect(200);
    expect(res.body.message).toMatch(new RegExp(`^The lyrics of ${song.name} are back as they were on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.$`));
    expect(await versesOf(song.id)).toEqual(original);
    expect((await ctx.knex('songs').where('id', song.id).first()).version).toBe(version + 2);
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: song.id }).orderBy('id', 'desc').first();
    expect(log.changes.lyrics).toEqual(['Replaced lyrics\nall of them', original.find((entry) => entry.is_default)!.non_synced_lyrics]);
    const after = await ctx.admin.agent.get(`/backstage/songs/${song.id}/edit`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(after.body.props.revisions[0].reason).toMatch(/^Restored the lyrics of /);
  });

  it('refuses another song’s revision, an unknown one, a listener and a session without the XSRF header', async () => {
    const [first, second] = await ctx.knex('songs').whereNull('deleted_at').orderBy('id').limit(2).select('id');
    const revision = await ctx.knex('lyrics_revisions').where('song_id', first.id).first('id');
    const before = await versesOf(second.id);
    expect((await api('post', `/api/backstage/songs/${second.id}/lyrics-revisions/${revision.id}/restore`).expect(404)).body.message).toBe('That revision is not this song’s.');
    expect((await api('post', `/api/backstage/songs/${first.id}/lyrics-revisions/99999999/restore`).expect(404)).body.message).toBe('That revision is not this song’s.');
    await api('post', `/api/backstage/songs/${first.id}/lyrics-revisions/${revision.id}/restore`, ctx.listener.token).expect(403);
    await ctx.admin.agent.post(`/api/backstage/songs/${first.id}/lyrics-revisions/${revision.id}/restore`).set('Accept', 'application/json').expect(419);
    expect(await versesOf(second.id)).toEqual(before);
  });
});
