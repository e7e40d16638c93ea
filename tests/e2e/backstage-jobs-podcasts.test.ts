import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';
import { openAsAdmin, signInAsAdmin, wholePage } from './helpers/backstage';
import { ffmpeg, sine } from '../helpers/tone';
import { claimJob, enqueue, failJob } from '../../server/jobs/job-queue';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

/** A podcast host for the feed form. */
const FEED = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Codka Xamar</title><link>https://xamar.example/</link><description>Warbixinno</description><itunes:author>Cali Xasan</itunes:author>
<item><title>Qaybta 1aad</title><guid>x-1</guid><pubDate>Mon, 02 Jun 2025 10:00:00 GMT</pubDate><enclosure url="https://cdn.xamar.example/1.mp3" length="100" type="audio/mpeg"/><itunes:duration>600</itunes:duration></item>
</channel></rss>`;

describe('the job queue and podcasts screens, in a real browser', BROWSER_TESTS, () => {
  let feeds: LocalHttpServer;
  beforeAll(async () => {
    feeds = await startLocalHttpServer((req, res) => (req.url === '/feed.xml' ? res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED) : res.writeHead(404).end()));
  });
  afterAll(async () => feeds?.close());
  const session = sharedBrowserSession(() => ({ demo: true, env: { OUTBOUND_ALLOW_HOSTS: feeds.host } }));

  it('staff see a failed job with its reason and retry it', async () => {
    const { knex } = session.ctx;
    // A retry starts without the job an earlier attempt made (failed, or retried and waiting, it would
    // be counted or claimed first); the app's own jobs all have a unique key.
    await knex('jobs').where('kind', 'song-audio').whereNull('unique_key').delete();
    const id = (await enqueue(knex, { kind: 'song-audio', payload: { song_id: 1 }, maxAttempts: 1 }))!;
    const job = (await claimJob(knex, 'e2e', ['song-audio'], 60_000))!;
    await failJob(knex, job, 'e2e', new Error('ERROR: [youtube] abc: Video unavailable'));
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await page.getByRole('link', { name: /Jobs.*1 failed/ }).click();
    await page.waitForURL(session.url('/backstage/jobs'));
    await page.getByText('ERROR: [youtube] abc: Video unavailable').waitFor();
    await wholePage(session, page, 'backstage-jobs-desktop');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(`Job ${id} will run again.`).waitFor();
    expect(await knex('jobs').where('id', id).first()).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(problems()).toEqual([]);
  });

  it('staff add a podcast by its feed; a bad address is said under the field; the episodes arrive', async () => {
    // A retry would be told the feed is already here: the podcast an earlier attempt added goes (episodes cascade).
    await session.ctx.knex('podcasts').where('feed_url', `http://${feeds.host}/feed.xml`).delete();
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/podcasts');
    await page.getByLabel('Add a podcast by its RSS feed').fill(`http://${feeds.host}/missing.xml`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText(/answered 404/).waitFor();
    await page.getByLabel('Add a podcast by its RSS feed').fill(`http://${feeds.host}/feed.xml`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText(/Codka Xamar was added/).waitFor();
    await startWorker({ knex: session.ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(session.ctx.app.context), untilIdle: true }).done;
    await page.reload();
    await page.getByText('Cali Xasan · 1 episode', { exact: true }).waitFor();
    await wholePage(session, page, 'backstage-podcasts-desktop');
    expect(problems().filter((text) => !text.includes('status of 422'))).toEqual([]);
  });

  it('staff edit a podcast (title, category), pause its feed and hide an episode; the edit screen has its history', async () => {
    const { knex } = session.ctx;
    // A retry starts from a podcast of its own again.
    await knex('podcasts').where('slug', 'codka-hargeysa-e2e').delete();
    const [podcast] = await knex('podcasts').insert({ title: 'Codka Hargeysa', slug: 'codka-hargeysa-e2e', host: 'Xasan Cali', feed_url: `http://${feeds.host}/hargeysa.xml` }).returning('id');
    const [episode] = await knex('episodes').insert({ podcast_id: podcast.id, guid: 'h-1', title: 'Qaybta Hargeysa', pub_date: new Date('2025-06-02T10:00:00Z'), audio: 'https://cdn.hargeysa.example/1.mp3' }).returning('id');
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, `/backstage/podcasts/${podcast.id}/edit`);
    await page.getByLabel('Title').fill('Codka Hargeysa Maanta');
    await page.getByLabel('Category').selectOption('News');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await knex('podcasts').where('id', podcast.id).first()).category).toBe('News');
    expect((await knex('podcasts').where('id', podcast.id).first()).title).toBe('Codka Hargeysa Maanta');
    await page.getByRole('button', { name: 'Pause hourly reading' }).click();
    await page.getByRole('button', { name: 'Resume hourly reading' }).waitFor();
    await page.getByText(/Paused: it is not read every hour/).waitFor();
    await page.getByRole('button', { name: 'Hide Qaybta Hargeysa' }).click();
    await page.getByRole('button', { name: 'Show Qaybta Hargeysa' }).waitFor();
    expect((await knex('episodes').where('id', episode.id).first()).hidden_at).not.toBeNull();
    await wholePage(session, page, 'backstage-podcast-edit-desktop');
    expect(problems()).toEqual([]);
  });

  it('staff add an episode to a podcast of our own: uploaded, then said to be prepared, the form emptied for the next', async () => {
    const { knex } = session.ctx;
    const dir = mkdtempSync(path.join(tmpdir(), 'hees-episode-'));
    const recording = path.join(dir, 'Qaybta koowaad.wav');
    ffmpeg(...sine(2, { frequency: 300, channels: 1 }), '-c:a', 'pcm_s16le', recording);
    // A retry starts from a podcast of its own again (its episodes cascade).
    await knex('podcasts').where('slug', 'sheekooyin-e2e').delete();
    const [podcast] = await knex('podcasts').insert({ title: 'Sheekooyin E2E', slug: 'sheekooyin-e2e', host: 'Hees' }).returning('id');
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, `/backstage/podcasts/${podcast.id}/edit`);
    await page.getByRole('button', { name: 'Add episode' }).waitFor();
    await page.getByLabel('Episode title').fill('Qaybta Koowaad');
    await page.getByLabel('Show notes').fill('Sheeko gaaban oo caawa ah.');
    await page.locator('#episode-audio').setInputFiles(recording);
    await expect.poll(async () => (await knex('media_uploads').where('kind', 'audio').orderBy('id', 'desc').first())?.path ?? '').toMatch(/\.wav$/);
    await page.getByRole('button', { name: 'Add episode' }).click();
    await page.getByText(/audio being prepared/).waitFor();
    const episode = await knex('episodes').where({ podcast_id: podcast.id, title: 'Qaybta Koowaad' }).first();
    expect(episode).toMatchObject({ audio_status: 'processing', audio: null, description: 'Sheeko gaaban oo caawa ah.' });
    // The form is empty again for the next one, its picker too.
    expect(await page.getByLabel('Episode title').inputValue()).toBe('');
    expect(await page.getByText('Uploaded', { exact: true }).count()).toBe(0);
    await wholePage(session, page, 'backstage-podcast-episode-added-desktop');
    expect(problems()).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the pipeline prepares that episode: ready on its edit screen, listed on the public podcast page, and the screen fits a phone', async () => {
    const { knex } = session.ctx;
    const podcast = await knex('podcasts').where('slug', 'sheekooyin-e2e').first();
    const episode = podcast && (await knex('episodes').where({ podcast_id: podcast.id, title: 'Qaybta Koowaad' }).first());
    if (!episode) throw new Error('the episode the test before this one uploads is not there: run the file, not this test alone');
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await startWorker({ knex, logger: createLogger('silent'), handlers: jobHandlers(session.ctx.app.context), untilIdle: true }).done;
    await page.goto(`/backstage/podcasts/${podcast.id}/edit`);
    await page.getByRole('button', { name: 'Hide Qaybta Koowaad' }).waitFor();
    expect(await page.getByText(/audio being prepared/).count()).toBe(0);
    expect((await knex('episodes').where('id', episode.id).first()).audio_status).toBe('ready');

    const visitor = await session.newPage(VIEWPORTS.mobile);
    await visitor.page.goto(`/podcast/${podcast.id}`);
    await visitor.page.getByText('Qaybta Koowaad').first().waitFor();
    await visitor.page.close();
    const phone = await openAsAdmin(session, VIEWPORTS.mobile, `/backstage/podcasts/${podcast.id}/edit`);
    await phone.page.getByRole('button', { name: 'Add episode' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(session, phone.page, 'backstage-podcast-episodes-mobile');
    expect([...problems(), ...phone.problems()]).toEqual([]);
  });

  it('on a 390 px phone: all three fit', async () => {
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    const edited = await session.ctx.knex('podcasts').where('slug', 'codka-hargeysa-e2e').first();
    for (const [path, name] of [['/backstage/jobs?state=waiting', 'backstage-jobs-mobile'], ['/backstage/podcasts', 'backstage-podcasts-mobile'], [`/backstage/podcasts/${edited?.id ?? 1}/edit`, 'backstage-podcast-edit-mobile']] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await wholePage(session, page, name);
    }
    expect(problems()).toEqual([]);
  });
});
