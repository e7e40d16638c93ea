import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';
import { reindex } from '../../server/features/search/search.indexer';

describe('lectures on pages and /api: scholars, topics, resources', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  const liveResources = (knex: TestContext['knex']) => knex('resources').whereNull('deleted_at').orderBy(['ordering', 'id']);

  it('/scholars lists the scholars (with the Arabic name and lecture count) and the topics; /api/scholars the same', async () => {
    const res = await inertiaGet(ctx.app, '/scholars').expect(200);
    expect(res.body.component).toBe('scholars/index');
    const { scholars, topics } = res.body.props;
    expect(scholars.map((s: { name: string }) => s.name)).toEqual(await ctx.knex('scholars').whereNull('deleted_at').orderBy(['name', 'id']).pluck('name'));
    expect(keysOf(scholars[0])).toEqual(['id', 'image', 'name', 'name_arabic', 'resources_count']);
    const first = await ctx.knex('scholars').where('id', scholars[0].id).first();
    expect(scholars[0].resources_count).toBe(Number((await ctx.knex('resources').where('scholar_id', first.id).count('* as n'))[0]!.n));
    expect(topics).toHaveLength(8);
    const api = await request(ctx.app).get('/api/scholars').expect(200);
    expect(api.body.data).toEqual({ scholars, topics });
  });

  it('a scholar: bio, topics taught, lectures in their ordering', async () => {
    const res = await inertiaGet(ctx.app, '/scholar/1').expect(200);
    expect(res.body.component).toBe('scholars/show');
    const { scholar } = res.body.props;
    const row = await ctx.knex('scholars').where('id', 1).first();
    expect(scholar).toMatchObject({ id: 1, name: row.name, name_arabic: row.name_arabic, bio: row.bio });
    expect(scholar.topics.map((t: { id: number }) => t.id).sort()).toEqual((await ctx.knex('topics').where('scholar_id', 1).pluck('id')).sort());
    expect(scholar.resources.map((r: { id: number }) => r.id)).toEqual(await liveResources(ctx.knex).where('scholar_id', 1).pluck('id'));
    expect(keysOf(scholar.resources[0])).toEqual(['formatted_duration', 'id', 'media_count', 'scholar', 'title', 'title_translation']);
    expect((await request(ctx.app).get('/api/scholar/1').expect(200)).body.data).toEqual(scholar);
  });

  it('a topic: its names in three languages, its type and scholar, its lectures', async () => {
    const res = await inertiaGet(ctx.app, '/topic/3').expect(200);
    expect(res.body.component).toBe('topics/show');
    const { topic } = res.body.props;
    expect(topic).toMatchObject({ id: 3, name: 'Tajwiidka', name_translations: { arabic: 'التجويد', english: 'Tajweed' }, topic_type: 'tajweed', scholar: { id: 1 } });
    const ids = await liveResources(ctx.knex).join('resource_topic', 'resource_topic.resource_id', 'resources.id').where('topic_id', 3).pluck('resources.id');
    expect(topic.resources.map((r: { id: number }) => r.id)).toEqual(ids);
    expect((await request(ctx.app).get('/api/topic/3').expect(200)).body.data).toEqual(topic);
  });

  it('a resource: titles, scholar, topics, translation blocks in order, source link, and only the ready recordings in their order', async () => {
    const [{ id: extra }] = await ctx.knex('media').insert({ title: 'Not ready yet', file_path: 'audio/x.mp3', source_path: 'audio/x.mp3', resource_id: 1, status: 'processing', position: 9 }).returning('id');
    await ctx.knex('resources').where('id', 1).update({ source_url: 'javascript:alert(1)' });
    const res = await inertiaGet(ctx.app, '/resource/1').expect(200);
    expect(res.body.component).toBe('resources/show');
    const { resource } = res.body.props;
    expect(resource).toMatchObject({ id: 1, title: 'Naxariista iyo samafalka', title_translation: { arabic: 'الرحمة والإحسان', english: 'Mercy and kindness' }, scholar: { id: 3 }, source_url: null });
    expect(resource.translation.map((b: { language: string }) => b.language)).toEqual(['somali', 'arabic', 'english']);
    const ready = await ctx.knex('media').where({ resource_id: 1, status: 'ready' }).orderBy(['position', 'id']);
    expect(resource.media.map((m: { id: number }) => m.id)).toEqual(ready.map((m) => m.id));
    expect(resource.media.map((m: { id: number }) => m.id)).not.toContain(extra);
    expect(keysOf(resource.media[0])).toEqual(['duration_seconds', 'file_path', 'formatted_duration', 'id', 'media_type', 'resource_id', 'title']);
    expect(resource.media[0].file_path).toMatch(/^\/media\/demo\/audio\/.+\.mp3$/);
    expect((await request(ctx.app).get('/api/resource/1').expect(200)).body.data).toEqual(resource);
    await ctx.knex('media').where('id', extra).delete();
  });

  it('the server renders the page with its JSON-LD and Arabic set right to left', async () => {
    const html = (await request(ctx.app).get('/resource/1').expect(200)).text;
    expect(html).toContain('"@type":"LearningResource"');
    expect(html).toContain('"@type":"AudioObject"');
    expect(html).toMatch(/<[^>]+dir="rtl"[^>]*lang="ar"[^>]*>الرحمة والإحسان</);
    const scholar = (await request(ctx.app).get('/scholar/1').expect(200)).text;
    expect(scholar).toContain('"@type":"Person"');
  });

  it('plays a ready lecture recording through /api/_song, with the scholar where the artist would be', async () => {
    const media = await ctx.knex('media').where({ resource_id: 2, status: 'ready' }).orderBy('position').first();
    const res = await request(ctx.app).post('/api/_song').send({ id: media.id, type: 'LECTURE' }).expect(200);
    const scholar = await ctx.knex('scholars').where('id', 1).first();
    expect(res.body.data).toMatchObject({ id: media.id, content_type: 'LECTURE', name: media.title, artist: { name: scholar.name }, verse: [], smart: null, href: '/resource/2' });
    expect(res.body.data.mp3).toMatch(/\.mp3$/);
    await ctx.knex('media').where('id', media.id).update({ status: 'processing' });
    await request(ctx.app).post('/api/_song').send({ id: media.id, type: 'LECTURE' }).expect(404);
    await ctx.knex('media').where('id', media.id).update({ status: 'ready' });
  });

  it('search finds a lecture by its title and by its Arabic title, and scholars and topics', async () => {
    const byTitle = await request(ctx.app).get('/api/searchy').query({ query: 'hijradii madiina' }).expect(200);
    expect(byTitle.body.resources.map((r: { id: number }) => r.id)).toContain(4);
    expect(byTitle.body.resources.find((r: { id: number }) => r.id === 4)).toEqual({ id: 4, title: 'Hijradii Madiina', title_arabic: 'الهجرة إلى المدينة', scholar: { id: 3, name: 'Ustaad Yuusuf Aadan Cilmi' } });
    const byArabic = await request(ctx.app).get('/api/searchy').query({ query: 'الهجرة' }).expect(200);
    expect(byArabic.body.resources.map((r: { id: number }) => r.id)).toContain(4);
    const scholar = await request(ctx.app).get('/api/searchy').query({ query: 'Yuusuf Aadan' }).expect(200);
    expect(scholar.body.scholars.map((s: { id: number }) => s.id)).toContain(3);
  });

  it('a trashed scholar, topic or resource is a 404 and gone from lists, search, the player and the sitemap', async () => {
    const [{ id: scholarId }] = await ctx.knex('scholars').insert({ name: 'Sheekh Qarsoon Maqane', deleted_at: new Date() }).returning('id');
    const [{ id: topicId }] = await ctx.knex('topics').insert({ name: 'Mawduuc Qarsoon', deleted_at: new Date() }).returning('id');
    const [{ id: resourceId }] = await ctx.knex('resources').insert({ title: 'Cashar Qarsoon Maqane', scholar_id: 1, deleted_at: new Date() }).returning('id');
    const [{ id: mediaId }] = await ctx.knex('media').insert({ title: 'Qayb', file_path: 'demo/audio/talk-1.mp3', resource_id: resourceId, status: 'ready' }).returning('id');
    await reindex(ctx.knex, 'scholars', [scholarId]);
    await reindex(ctx.knex, 'topics', [topicId]);
    await reindex(ctx.knex, 'resources', [resourceId]);
    for (const path of [`/scholar/${scholarId}`, `/topic/${topicId}`, `/resource/${resourceId}`, `/api/scholar/${scholarId}`, `/api/topic/${topicId}`, `/api/resource/${resourceId}`]) {
      await request(ctx.app).get(path).set('Accept', 'application/json').expect(404);
    }
    const listed = JSON.stringify((await request(ctx.app).get('/api/scholars').expect(200)).body) + JSON.stringify((await request(ctx.app).get('/api/scholar/1').expect(200)).body);
    expect(listed).not.toMatch(/Qarsoon/);
    const found = (await request(ctx.app).get('/api/searchy').query({ query: 'qarsoon maqane' }).expect(200)).body;
    expect([...found.scholars, ...found.topics, ...found.resources]).toEqual([]);
    await request(ctx.app).post('/api/_song').send({ id: mediaId, type: 'LECTURE' }).expect(404);
    const sitemap = (await request(ctx.app).get('/sitemaps/resources-1.xml')).text;
    expect(sitemap).toContain('/resource/1<');
    expect(sitemap).not.toContain(`/resource/${resourceId}<`);
  });

  it('unknown or malformed ids are 404s', async () => {
    for (const path of ['/scholar/999999', '/topic/0', '/resource/abc', '/api/resource/99999999999', '/api/topic/-1']) {
      await request(ctx.app).get(path).set('Accept', 'application/json').expect(404);
    }
  });
});
