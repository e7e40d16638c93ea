import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';
import { VERSION } from '../helpers/inertia';
import { xsrfOf } from '../helpers/http';
import { ffmpeg, sine } from '../helpers/tone';
import { JOB_SCHEDULES, jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

/** A podcast host serving one feed, whose channel and episode titles the test changes between reads. */
let feedServer: LocalHttpServer;
let host: string;
let feedTitle = 'Codka Geeska';
let episodeTitle = 'Qaybta 1';
let feedReads = 0;
const rss = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>${feedTitle}</title><description>Feed text</description>
<itunes:author>Feed Host</itunes:author>
<item><title>${episodeTitle}</title><guid>ep-1</guid><pubDate>Mon, 02 Jun 2025 10:00:00 GMT</pubDate><description>Feed notes</description>
<enclosure url="https://cdn.codka.example/ep-1.mp3" length="4321" type="audio/mpeg"/></item>
</channel></rss>`;

let ctx: BackstageContext;
let podcastId: number;
let cover: Buffer;

beforeAll(async () => {
  feedServer = await startLocalHttpServer((req, res) => {
    if (req.url === '/feed.xml') {
      feedReads++;
      return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss());
    }
    res.writeHead(404).end();
  });
  host = feedServer.host;
  ctx = await backstageContext({ demo: false, env: { OUTBOUND_ALLOW_HOSTS: host } });
  cover = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#155e75' } }).png().toBuffer();
  podcastId = (await api('post', '/backstage/podcasts').send({ feed_url: `http://${host}/feed.xml` }).expect(201)).body.data.id;
  await runJobs();
});
afterAll(async () => {
  await feedServer?.close();
  await ctx?.close();
});

const inertia = (url: string) => ctx.admin.agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
async function runJobs(schedules = false) {
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true, ...(schedules ? { schedules: JOB_SCHEDULES } : {}) }).done;
}
const uploadCover = async () => (await api('post', '/api/backstage/image-uploader').field('imagepath', 'podcasts').attach('image', cover, 'cover.png').expect(200)).body.image as string;

describe('editing a podcast in backstage', () => {
  it('opens the edit screen with the podcast, its categories and its history', async () => {
    const res = await inertia(`/backstage/podcasts/${podcastId}/edit`).expect(200);
    expect(res.body.component).toBe('backstage/podcasts/edit');
    expect(res.body.props.podcast).toMatchObject({ id: podcastId, title: 'Codka Geeska', host: 'Feed Host', category: null, feed_url: `http://${host}/feed.xml`, feed_paused_at: null, version: 1, deleted_at: null });
    expect(res.body.props.categories).toContain('News');
    expect(res.body.props.history).toEqual([]);
    await inertia('/backstage/podcasts/99999/edit').expect(404);
  });

  it('saves title, host, description, an uploaded picture and a category; the site shows them and a feed read keeps them', async () => {
    const image = await uploadCover();
    const saved = await api('put', `/backstage/podcasts/${podcastId}`)
      .send({ title: 'Codka Geeska Maanta', host: 'Hodan Cali', description: '<b>Wararka</b> maalinta.', image, category: 'News', version: 1 })
      .expect(200);
    expect(saved.body.data).toMatchObject({ title: 'Codka Geeska Maanta', host: 'Hodan Cali', description: 'Wararka maalinta.', image, category: 'News', version: 2, kept_by_staff: true });
    const page = await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(200);
    expect(page.body.data).toMatchObject({ title: 'Codka Geeska Maanta', host: 'Hodan Cali', image: `/media/${image}` });
    const log = await ctx.knex('activity_log').where({ entity_type: 'podcast', entity_id: podcastId }).orderBy('id');
    expect(log.map((entry) => entry.action)).toEqual(['updated']);
    expect(Object.keys(log[0].changes).sort()).toEqual(['category', 'description', 'host', 'image', 'kept_by_staff', 'title']);
    const found = await request(ctx.app).get('/api/searchy?query=maanta').expect(200);
    expect(found.body.podcasts.map((p: { id: number }) => p.id)).toContain(podcastId);

    feedTitle = 'Codka Geeska (feed)';
    await api('post', `/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    expect(await ctx.knex('podcasts').where('id', podcastId).first()).toMatchObject({ title: 'Codka Geeska Maanta', host: 'Hodan Cali', image, feed_error: null });
  });

  it('refuses a stale save, an unknown category, a made-up picture and a missing title, each with its message', async () => {
    const stale = await api('put', `/backstage/podcasts/${podcastId}`).send({ title: 'Stale', version: 1 }).expect(409);
    expect(stale.body.message).toMatch(/Someone else saved this podcast/);
    const bad = await api('put', `/backstage/podcasts/${podcastId}`).send({ title: '', category: 'Cooking', version: 2 }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'title']);
    const image = await api('put', `/backstage/podcasts/${podcastId}`).send({ title: 'X', image: 'images/podcasts/made-up.png', version: 2 }).expect(422);
    expect(image.body.errors.image).toEqual(['Upload the image with the image uploader.']);
    await api('put', `/backstage/podcasts/${podcastId}`).send({ title: 'X', version: 2 }, ).set('Authorization', `Bearer ${ctx.listener.token}`).expect(403);
    expect((await ctx.knex('podcasts').where('id', podcastId).first()).version).toBe(2);
  });

  it('moves a podcast to the trash: gone from the site, /api, its feed and the hourly read; restore brings it back', async () => {
    await api('delete', `/backstage/podcasts/${podcastId}`).expect(200);
    await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(404);
    await request(ctx.app).get(`/podcast/${podcastId}/feed.xml`).expect(404);
    const list = await request(ctx.app).get('/api/podcasts').expect(200);
    expect(JSON.stringify(list.body)).not.toContain('Codka Geeska Maanta');
    const trash = await inertia('/backstage/podcasts?trashed=only').expect(200);
    expect(trash.body.props.podcasts.data.map((p: { id: number; trashed: boolean }) => [p.id, p.trashed])).toEqual([[podcastId, true]]);
    expect((await inertia('/backstage/podcasts').expect(200)).body.props.podcasts.data).toEqual([]);
    // The dashboard counts podcasts as it counts every other record: those in the trash are not there.
    const podcastsCount = async () => (await inertia('/backstage').expect(200)).body.props.sections.find((section: { key: string }) => section.key === 'podcasts').count;
    expect(await podcastsCount()).toBe(0);
    await api('post', `/backstage/podcasts/${podcastId}/restore`).expect(200);
    await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(200);
    expect(await podcastsCount()).toBe(1);
    const log = await ctx.knex('activity_log').where({ entity_type: 'podcast', entity_id: podcastId }).orderBy('id').pluck('action');
    expect(log).toEqual(['updated', 'trashed', 'restored']);
  });
});

describe("a podcast's feed: read now, pause", () => {
  it('pausing stops the hourly read (read now still reads); resuming starts it again; both are in the history', async () => {
    const paused = await api('post', `/backstage/podcasts/${podcastId}/pause`).expect(200);
    expect(paused.body.data.feed_paused_at).toEqual(expect.any(String));
    expect(paused.body.message).toMatch(/paused/);
    await ctx.knex('podcasts').where('id', podcastId).update({ feed_refreshed_at: ctx.knex.raw(`now() - interval '2 hours'`) });
    const before = feedReads;
    await runJobs(true);
    await runJobs();
    expect(feedReads).toBe(before);
    const list = await inertia('/backstage/podcasts').expect(200);
    expect(list.body.props.podcasts.data[0]).toMatchObject({ id: podcastId, feed_paused: true });

    await api('post', `/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    expect(feedReads).toBe(before + 1);

    await api('post', `/backstage/podcasts/${podcastId}/resume`).expect(200);
    await ctx.knex('podcasts').where('id', podcastId).update({ feed_refreshed_at: ctx.knex.raw(`now() - interval '2 hours'`) });
    await runJobs(true);
    await runJobs();
    expect(feedReads).toBe(before + 2);
    const log = await ctx.knex('activity_log').where({ entity_type: 'podcast', entity_id: podcastId }).orderBy('id');
    expect(log.slice(-2).map((entry) => entry.changes)).toEqual([{ feed_paused: [false, true] }, { feed_paused: [true, false] }]);
  });

  it('refuses pausing a podcast without a feed or one that does not exist; staff only, with the XSRF token', async () => {
    const [own] = await ctx.knex('podcasts').insert({ title: 'Our own', slug: 'our-own-x' }).returning('id');
    const refused = await api('post', `/backstage/podcasts/${own.id}/pause`).expect(422);
    expect(refused.body.errors.feed).toEqual(['This podcast has no feed to pause.']);
    await api('post', '/backstage/podcasts/99999/pause').expect(404);
    await api('post', `/backstage/podcasts/${podcastId}/pause`, ctx.listener.token).expect(403);
    await ctx.admin.agent.post(`/backstage/podcasts/${podcastId}/pause`).set('Accept', 'application/json').expect(419);
  });
});

describe('episodes in backstage: hide one, edit its title and notes', () => {
  let episodeId: number;

  it('lists the podcast\'s episodes on its edit screen and opens an episode\'s edit screen', async () => {
    const screen = await inertia(`/backstage/podcasts/${podcastId}/edit`).expect(200);
    expect(screen.body.props.podcast.episodes).toEqual([expect.objectContaining({ title: 'Qaybta 1', hidden: false, kept_by_staff: false })]);
    episodeId = screen.body.props.podcast.episodes[0].id;
    const edit = await inertia(`/backstage/episodes/${episodeId}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/episodes/edit');
    expect(edit.body.props.episode).toMatchObject({ id: episodeId, title: 'Qaybta 1', description: 'Feed notes', podcast: { id: podcastId }, version: 1 });
    await inertia('/backstage/episodes/99999/edit').expect(404);
  });

  it('a hidden episode leaves the podcast page, /api and our feed, and stays hidden when the feed is read again', async () => {
    await api('post', `/backstage/episodes/${episodeId}/hide`).expect(200);
    await request(ctx.app).get(`/api/episode/${episodeId}`).expect(404);
    const podcast = await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(200);
    expect(podcast.body.data).toMatchObject({ episodes_count: 0, episodes: [] });
    const feed = await request(ctx.app).get(`/podcast/${podcastId}/feed.xml`).expect(200);
    expect(feed.text).not.toContain('Qaybta 1');
    await api('post', `/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    await request(ctx.app).get(`/api/episode/${episodeId}`).expect(404);
    expect(await ctx.knex('episodes').where('podcast_id', podcastId).count('* as n')).toEqual([{ n: 1 }]);
    await api('post', `/backstage/episodes/${episodeId}/show`).expect(200);
    await request(ctx.app).get(`/api/episode/${episodeId}`).expect(200);
    const log = await ctx.knex('activity_log').where({ entity_type: 'episode', entity_id: episodeId }).orderBy('id');
    expect(log.map((entry) => entry.changes)).toEqual([{ hidden: [false, true] }, { hidden: [true, false] }]);
  });

  it('edits an episode\'s title and notes over its version; a feed read keeps them; stale saves and bad input are refused', async () => {
    const version = (await ctx.knex('episodes').where('id', episodeId).first()).version;
    const saved = await api('put', `/backstage/episodes/${episodeId}`).send({ title: 'Qaybta 1aad: doorashada', description: 'Wareysi <b>dheer</b>.\n\nQeybta labaad.', version }).expect(200);
    expect(saved.body.data).toMatchObject({ title: 'Qaybta 1aad: doorashada', description: 'Wareysi dheer.\n\nQeybta labaad.', version: version + 1, kept_by_staff: true });
    const shown = await request(ctx.app).get(`/api/episode/${episodeId}`).expect(200);
    expect(shown.body.data).toMatchObject({ title: 'Qaybta 1aad: doorashada', description: 'Wareysi dheer.\n\nQeybta labaad.', excerpt: 'Wareysi dheer. Qeybta labaad.' });

    episodeTitle = 'Qaybta 1 (feed)';
    await api('post', `/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    expect(await ctx.knex('episodes').where('id', episodeId).first()).toMatchObject({ title: 'Qaybta 1aad: doorashada', description: 'Wareysi dheer.\n\nQeybta labaad.' });

    const stale = await api('put', `/backstage/episodes/${episodeId}`).send({ title: 'Stale', version }).expect(409);
    expect(stale.body.message).toMatch(/Someone else saved this episode/);
    const bad = await api('put', `/backstage/episodes/${episodeId}`).send({ title: ' ', audio: 'x', version: version + 1 }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['audio', 'title']);
    await api('put', `/backstage/episodes/${episodeId}`, ctx.listener.token).send({ title: 'X', version: version + 1 }).expect(403);
    await api('post', '/backstage/episodes/99999/hide').expect(404);
    await ctx.admin.agent.post(`/backstage/episodes/${episodeId}/hide`).set('Accept', 'application/json').expect(419);
    const log = await ctx.knex('activity_log').where({ entity_type: 'episode', entity_id: episodeId }).orderBy('id').pluck('action');
    expect(log).toEqual(['updated', 'updated', 'updated']);
  });
});

describe('a podcast of our own', () => {
  it('is created from its own form (no feed) at the same address as the feed form, and opens on its edit screen', async () => {
    const form = await inertia('/backstage/podcasts/create').expect(200);
    expect(form.body.component).toBe('backstage/podcasts/create');
    expect(form.body.props.categories).toContain('Religion & Spirituality');
    const created = await api('post', '/backstage/podcasts').send({ title: 'Casharrada Luqadda', host: 'Macallin Cali', category: 'Education', description: 'Casharro.' }).expect(201);
    expect(created.body.data).toMatchObject({ title: 'Casharrada Luqadda', host: 'Macallin Cali', category: 'Education', feed_url: null, version: 1, episodes: [] });
    const row = await ctx.knex('podcasts').where('id', created.body.data.id).first();
    expect(row.slug).toBe(`casharrada-luqadda-${row.id}`);
    await request(ctx.app).get(`/api/podcast/${row.id}`).expect(200);
    expect(await ctx.knex('activity_log').where({ entity_type: 'podcast', entity_id: row.id }).pluck('action')).toEqual(['created']);
    const refused = await api('post', '/backstage/podcasts').send({ title: '' }).expect(422);
    expect(refused.body.errors.title).toEqual(['The title is required.']);
    // The feed form still answers as before.
    const feed = await api('post', '/backstage/podcasts').send({ feed_url: '' }).expect(422);
    expect(feed.body.errors.feed_url).toHaveLength(1);
  });
});

describe('episodes uploaded to a podcast of our own', () => {
  let ownId: number;
  let recording: Buffer;
  const stored = (key: string) => existsSync(path.join(ctx.storageDir, 'media', key));
  const uploadRecording = async () => (await api('post', '/api/backstage/audio-uploader').attach('audio', recording, 'qaybta.wav').expect(200)).body.audio_path as string;
  const addEpisode = (id: number, body: Record<string, unknown>, token = ctx.admin.token) => api('post', `/backstage/podcasts/${id}/episodes`, token).send(body);

  beforeAll(async () => {
    // Two loud seconds as WAV: the pipeline must make the mp3 the site and our feed serve.
    recording = ffmpeg(...sine(2, { frequency: 300, channels: 1 }), '-c:a', 'pcm_s16le', '-f', 'wav', '-');
    ownId = (await api('post', '/backstage/podcasts').send({ title: 'Sheekooyin Hees', host: 'Hees', category: 'Arts' }).expect(201)).body.data.id;
  });

  it('stays off the site until the pipeline made its mp3; then the page, /api and our feed have it', async () => {
    const audio = await uploadRecording();
    const added = await addEpisode(ownId, { title: 'Qaybta Koowaad', description: 'Sheeko  gaaban.', audio }).expect(201);
    expect(added.body).toMatchObject({ message: 'Qaybta Koowaad was added: it comes onto the site when its audio is ready.', data: { podcast_id: ownId, title: 'Qaybta Koowaad', audio_status: 'processing' } });
    const row = await ctx.knex('episodes').where('id', added.body.data.id).first();
    expect(row).toMatchObject({ podcast_id: ownId, audio: null, audio_source: audio, audio_status: 'processing', excerpt: 'Sheeko gaaban.', kept_by_staff: true, hidden_at: null });
    expect(await ctx.knex('jobs').where('unique_key', `episode-audio:${row.id}`).pluck('state')).toEqual(['waiting']);
    // Not out yet: not on the podcast's page, its API, our feed or as an episode of its own.
    expect((await request(ctx.app).get(`/api/podcast/${ownId}`).expect(200)).body.data.episodes ?? []).toEqual([]);
    await request(ctx.app).get(`/api/episode/${row.id}`).expect(404);
    expect((await request(ctx.app).get(`/podcast/${ownId}/feed.xml`).expect(200)).text).not.toContain('Qaybta Koowaad');
    const screen = await inertia(`/backstage/podcasts/${ownId}/edit`).expect(200);
    expect(screen.body.props.podcast.episodes).toEqual([expect.objectContaining({ id: row.id, title: 'Qaybta Koowaad', audio_status: 'processing', audio_message: null, hidden: false })]);

    await runJobs();
    const ready = await ctx.knex('episodes').where('id', row.id).first();
    expect(ready).toMatchObject({ audio_status: 'ready', audio_message: null, audio_type: 'audio/mpeg', audio_source: audio, duration_seconds: 2 });
    expect(ready.audio).toMatch(/^audio\/episodes\/.+\.mp3$/);
    expect(stored(ready.audio)).toBe(true);
    expect(Number(ready.audio_bytes)).toBeGreaterThan(1000);
    const episode = (await request(ctx.app).get(`/api/episode/${row.id}`).expect(200)).body.data;
    expect(episode).toMatchObject({ id: row.id, title: 'Qaybta Koowaad', formatted_duration: '0:02', source: [{ src: expect.stringContaining(ready.audio), type: 'audio/mpeg', length: '0:02' }] });
    const feed = (await request(ctx.app).get(`/podcast/${ownId}/feed.xml`).expect(200)).text;
    expect(feed).toContain('<title>Qaybta Koowaad</title>');
    expect(feed).toMatch(new RegExp(`<enclosure url="[^"]*${ready.audio}" length="${ready.audio_bytes}" type="audio/mpeg"`));
    expect(await ctx.knex('activity_log').where({ entity_type: 'podcast', entity_id: ownId, action: 'updated' }).pluck('changes')).toContainEqual({ 'episode added': [null, 'Qaybta Koowaad'] });
  });

  it('a recording gone from storage before its turn fails with the reason on the edit screen, and never reaches the site', async () => {
    const audio = await uploadRecording();
    const id = (await addEpisode(ownId, { title: 'Qayb Lumay', audio }).expect(201)).body.data.id as number;
    rmSync(path.join(ctx.storageDir, 'media', audio));
    await runJobs();
    const row = await ctx.knex('episodes').where('id', id).first();
    expect(row).toMatchObject({ audio_status: 'failed', audio: null });
    expect(row.audio_message).toBe(`The uploaded file "${audio}" is not in storage any more: upload it again.`);
    const screen = await inertia(`/backstage/podcasts/${ownId}/edit`).expect(200);
    // The row keeps the English; the (Somali, no cookie) edit screen says it in Somali.
    expect(screen.body.props.podcast.episodes).toContainEqual(expect.objectContaining({ id, audio_status: 'failed', audio_message: `Faylka la soo geliyay "${audio}" kuma jiro kaydka: mar kale soo geli.` }));
    await request(ctx.app).get(`/api/episode/${id}`).expect(404);
    expect((await request(ctx.app).get(`/podcast/${ownId}/feed.xml`).expect(200)).text).not.toContain('Qayb Lumay');
  });

  it('refuses what it cannot add, with a message, and adds nothing', async () => {
    const before = await ctx.knex('episodes').count('* as n').first();
    const audio = await uploadRecording();
    expect((await addEpisode(ownId, { title: '', audio }).expect(422)).body.errors.title).toEqual(['The title is required.']);
    expect((await addEpisode(ownId, { title: 'Qayb' }).expect(422)).body.errors.audio).toEqual(['Choose the episode’s recording.']);
    expect((await addEpisode(ownId, { title: 'Qayb', audio: 'audio/uploads/never-uploaded.mp3' }).expect(422)).body.errors.audio[0]).toMatch(/was not uploaded with the audio picker/);
    expect((await addEpisode(ownId, { title: 'Qayb', audio, colour: 'red' }).expect(422)).body.message).toBeTruthy();
    expect((await addEpisode(ownId, { title: 'Qa\u0000yb', audio }).expect(422)).body.errors.title).toBeTruthy();
    // A feed podcast's episodes come from its feed.
    expect((await addEpisode(podcastId, { title: 'Qayb', audio }).expect(422)).body.errors.audio).toEqual(['This podcast’s episodes come from its feed: add the episode there.']);
    await addEpisode(999_999, { title: 'Qayb', audio }).expect(404);
    await api('post', '/backstage/podcasts/abc/episodes').send({ title: 'Qayb', audio }).expect(404);
    // Only staff.
    await addEpisode(ownId, { title: 'Qayb', audio }, ctx.listener.token).expect(403);
    await request(ctx.app).post(`/backstage/podcasts/${ownId}/episodes`).set('Accept', 'application/json').send({ title: 'Qayb', audio }).expect(401);
    // A cookie-signed form without the XSRF header.
    await ctx.admin.agent.post(`/backstage/podcasts/${ownId}/episodes`).set('X-Inertia', 'true').send({ title: 'Qayb', audio }).expect(419);
    expect(await ctx.knex('episodes').count('* as n').first()).toEqual(before);
    // The same recording twice.
    await addEpisode(ownId, { title: 'Qayb', audio }).expect(201);
    expect((await addEpisode(ownId, { title: 'Qayb Labaad', audio }).expect(422)).body.errors.audio).toEqual(['This recording is already an episode.']);
  });

  it('from the edit screen\'s form (a cookie session): back to the edit screen with the notice in the staff\'s language', async () => {
    const audio = await uploadRecording();
    const res = await ctx.admin.agent
      .post(`/backstage/podcasts/${ownId}/episodes`)
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', VERSION)
      .set('X-XSRF-TOKEN', xsrfOf(ctx.admin.agent))
      .send({ title: 'Qaybta Saddexaad', description: '', audio })
      .expect(303);
    expect(res.headers.location).toBe(`/backstage/podcasts/${ownId}/edit`);
    const screen = await inertia(`/backstage/podcasts/${ownId}/edit`).expect(200);
    // Staff read backstage in Somali unless they switch (issue 31).
    expect(screen.body.flash).toEqual({ success: 'Waa lagu daray Qaybta Saddexaad: bogga ayay soo gashaa marka codkeedu diyaar noqdo.' });
  });
});
