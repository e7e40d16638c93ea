import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('podcasts and episodes, on pages and /api', () => {
  let ctx: TestContext;
  let scheduledId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
    // An episode scheduled for next week: it must stay out of sight until then.
    const [row] = await ctx.knex('episodes')
      .insert({ podcast_id: 1, title: 'Qaybta soo socota', pub_date: new Date(Date.now() + 7 * 86_400_000), ordering: 99, audio: 'demo/audio/talk-1.mp3', duration_seconds: 60 })
      .returning('id');
    scheduledId = row.id;
  });
  afterAll(async () => ctx?.close());

  const published = (podcastId: number) =>
    ctx.knex('episodes').where('podcast_id', podcastId).andWhere('pub_date', '<=', new Date())
      .orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');

  it('lists the podcasts with how many episodes are out', async () => {
    const res = await inertiaGet(ctx.app, '/podcasts').expect(200);
    expect(res.body.component).toBe('podcasts/index');
    const { podcasts } = res.body.props;
    const titles = await ctx.knex('podcasts').orderBy(['title', 'id']).pluck('title');
    expect(podcasts.data.map((p: { title: string }) => p.title)).toEqual(titles);
    const first = podcasts.data.find((p: { id: number }) => p.id === 1);
    expect(first.episodes_count).toBe((await published(1)).length);
    expect(keysOf(first)).toEqual(['description', 'episodes_count', 'host', 'id', 'image', 'title']);
  });

  it('shows a podcast with its episodes newest first, the scheduled one left out', async () => {
    const res = await inertiaGet(ctx.app, '/podcast/1').expect(200);
    expect(res.body.component).toBe('podcasts/show');
    const { podcast } = res.body.props;
    const row = await ctx.knex('podcasts').where('id', 1).first();
    expect(podcast).toMatchObject({ id: 1, title: row.title, host: row.host, description: row.description });
    expect(podcast.episodes.map((e: { id: number }) => e.id)).toEqual(await published(1));
    expect(podcast.episodes.map((e: { id: number }) => e.id)).not.toContain(scheduledId);
    expect(podcast.episodes_count).toBe(podcast.episodes.length);
    expect(keysOf(podcast.episodes[0])).toEqual(['excerpt', 'formatted_duration', 'id', 'image', 'podcast', 'podcast_id', 'pubDate', 'title']);
  });

  it('shows an episode with its audio, its length as the spec reads it, and the way back to its podcast', async () => {
    const res = await inertiaGet(ctx.app, '/episode/3').expect(200);
    expect(res.body.component).toBe('episodes/show');
    const { episode } = res.body.props;
    const row = await ctx.knex('episodes').join('podcasts', 'podcasts.id', 'episodes.podcast_id').where('episodes.id', 3)
      .first('episodes.*', 'podcasts.title as podcast_title', 'podcasts.host');
    const minutes = Math.floor(row.duration_seconds / 60);
    const length = `${minutes}:${String(row.duration_seconds % 60).padStart(2, '0')}`;
    expect(episode).toMatchObject({
      id: 3,
      title: row.title,
      description: row.description,
      ordering: row.ordering,
      podcast_id: row.podcast_id,
      pubDate: new Date(row.pub_date).toISOString(),
      formatted_duration: length,
      source: [{ src: `/media/${row.audio}`, type: 'audio/mpeg', length }],
      podcast: { id: row.podcast_id, title: row.podcast_title, host: row.host, image: expect.any(String) },
    });
  });

  it('answers /api/podcasts, /api/podcast/{id} and /api/episode/{id} with the page shapes', async () => {
    expect((await request(ctx.app).get('/api/podcasts').expect(200)).body).toEqual((await inertiaGet(ctx.app, '/podcasts')).body.props.podcasts);
    expect((await request(ctx.app).get('/api/podcast/2').expect(200)).body).toEqual({ data: (await inertiaGet(ctx.app, '/podcast/2')).body.props.podcast });
    const episode = await request(ctx.app).get('/api/episode/3').expect(200);
    expect(episode.body).toEqual({ data: (await inertiaGet(ctx.app, '/episode/3')).body.props.episode });
    expect(keysOf(episode.body.data)).toEqual([
      'description', 'excerpt', 'formatted_duration', 'id', 'image', 'ordering', 'podcast', 'podcast_id', 'pubDate', 'source', 'title',
    ]);
  });

  it('keeps a scheduled episode a 404 until its pubDate', async () => {
    expect((await inertiaGet(ctx.app, `/episode/${scheduledId}`).expect(404)).body.component).toBe('error');
    expect((await request(ctx.app).get(`/api/episode/${scheduledId}`).expect(404)).body).toEqual({ message: 'Episode not found.' });
  });

  it.each(['/podcast/999999', '/podcast/a', '/episode/999999', '/episode/1e3'])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });

  it('answers an unknown podcast on /api with 404 JSON', async () => {
    expect((await request(ctx.app).get('/api/podcast/999999').expect(404)).body).toEqual({ message: 'Podcast not found.' });
  });
});
