import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const inertia = (url: string) => ctx.admin.agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const blocks = [
  { type: 'heading', data: { text: 'Bandhigga' } },
  { type: 'paragraph', data: { text: 'Fanaaniin badan <b>ayaa</b> ka qaybgalay. <script>alert(1)</script><a href="javascript:alert(1)">x</a>' } },
  { type: 'paragraph', data: { text: '   ' } },
  { type: 'image', data: { url: 'images/stories/demo.jpg' } },
];

describe('stories in backstage', () => {
  it('creates an unpublished story with its blocks sanitised and the badges worked out; edits it over its version', async () => {
    const res = await api('post', '/backstage/story').send({ title: 'Bandhig cusub', source_name: 'Hees', author: 'Cali', blocks }).expect(201);
    const story = res.body.data;
    expect(story).toMatchObject({ title: 'Bandhig cusub', source: { name: 'Hees' }, author: 'Cali', published_at: null, extra: { text_formatted: true, image_imported: false }, version: 1 });
    expect(story.blocks.map((b: { type: string }) => b.type)).toEqual(['heading', 'paragraph', 'image']);
    expect(story.blocks[1].data.text).toBe('Fanaaniin badan <strong>ayaa</strong> ka qaybgalay. <a>x</a>');
    await request(ctx.app).get(`/story/${story.id}`).expect(404);
    const saved = await api('put', `/backstage/story/${story.id}`).send({ title: 'Bandhig cusub oo weyn', blocks: blocks.slice(0, 2), version: 1 }).expect(200);
    expect(saved.body.data).toMatchObject({ title: 'Bandhig cusub oo weyn', version: 2 });
    await api('put', `/backstage/story/${story.id}`).send({ title: 'Stale', version: 1 }).expect(409);
    const log = await ctx.knex('activity_log').where({ entity_type: 'story', entity_id: story.id }).orderBy('id');
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(Object.keys(log[1].changes).sort()).toEqual(['author', 'blocks', 'source_name', 'title']);
  });

  it('publish shows it to visitors, unpublish hides it again; the list reloads with both badges and the state', async () => {
    const id = (await api('post', '/backstage/story').send({ title: 'Warka maanta', blocks: blocks.slice(1, 2) }).expect(201)).body.data.id;
    const published = await api('post', '/backstage/story/publish').send({ id }).expect(200);
    expect(published.body.data.published_at).not.toBeNull();
    expect(published.body.message).toBe('Warka maanta is published.');
    const page = await request(ctx.app).get(`/api/story/${id}`).expect(200);
    expect(page.body.data.title).toBe('Warka maanta');
    expect((await request(ctx.app).get('/api/stories').expect(200)).body.data.map((s: { id: number }) => s.id)).toContain(id);
    // Publishing again keeps the moment it first went up.
    const again = await api('post', '/backstage/story/publish').send({ id }).expect(200);
    expect(again.body.data.published_at).toBe(published.body.data.published_at);
    // A page form is sent back to the list it came from, search and all.
    const form = await ctx.admin.agent.post('/backstage/story/unpublish').set('X-XSRF-TOKEN', ctx.admin.xsrf).set('Referer', 'http://127.0.0.1/backstage/story?q=warka&page=1').send({ id });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/backstage/story?q=warka&page=1');
    await request(ctx.app).get(`/story/${id}`).expect(404);
    const list = await inertia('/backstage/story?q=warka').expect(200);
    expect(list.body.component).toBe('backstage/story/index');
    expect(list.body.props.stories.data.find((s: { id: number }) => s.id === id)).toMatchObject({ published_at: null, extra: { text_formatted: true, image_imported: false } });
    expect(await ctx.knex('activity_log').where({ entity_type: 'story', entity_id: id }).orderBy('id').pluck('action')).toEqual(['created', 'updated', 'updated']);
  });

  it('refuses bad input: no title, a javascript: source, an unknown block type, a data: image, an image never uploaded, an unknown id', async () => {
    const before = await ctx.knex('stories').count('* as n');
    const res = await api('post', '/backstage/story').send({ title: '', source_article: 'javascript:alert(1)', blocks: [{ type: 'video', data: {} }, { type: 'image', data: { url: 'data:image/png;base64,AAAA' } }] }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['blocks.0.type', 'blocks.1.data.url', 'source_article', 'title']);
    await api('post', '/backstage/story').send({ title: 'X', image: 'images/stories/not-uploaded.jpg' }).expect(422);
    await api('post', '/backstage/story/publish').send({ id: 99999 }).expect(404);
    await api('post', '/backstage/story/publish').send({ id: 'abc' }).expect(422);
    expect(await ctx.knex('stories').count('* as n')).toEqual(before);
  });

  it('keeps each text block’s language (Arabic, Somali, or none) and visitors’ pages and the API carry it (issue 31 item 2)', async () => {
    const arabic = 'بسم الله الرحمن الرحيم';
    const sent = [
      { type: 'heading', data: { text: 'Gabayga' }, language: 'somali' },
      { type: 'paragraph', data: { text: arabic }, language: 'arabic' },
      { type: 'paragraph', data: { text: 'Qoraal aan luuqad lahayn' } },
      // What the form sends for "Any language".
      { type: 'paragraph', data: { text: 'Mid kale' }, language: '' },
      { type: 'image', data: { url: 'images/stories/demo.jpg' } },
    ];
    const created = (await api('post', '/backstage/story').send({ title: 'Gabay carabi ah', blocks: sent }).expect(201)).body.data;
    const languages = (list: { language?: string }[]) => list.map((block) => block.language ?? null);
    expect(languages(created.blocks)).toEqual(['somali', 'arabic', null, null, null]);
    const edit = await inertia(`/backstage/story/${created.id}/edit`).expect(200);
    expect(languages(edit.body.props.story.blocks)).toEqual(['somali', 'arabic', null, null, null]);

    await api('post', '/backstage/story/publish').send({ id: created.id }).expect(200);
    const page = await request(ctx.app).get(`/story/${created.id}`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(page.body.props.story.blocks.slice(0, 3)).toEqual([
      { type: 'heading', data: { text: 'Gabayga' }, language: 'somali' },
      { type: 'paragraph', data: { text: arabic }, language: 'arabic' },
      { type: 'paragraph', data: { text: 'Qoraal aan luuqad lahayn' } },
    ]);
    expect(languages((await request(ctx.app).get(`/api/story/${created.id}`).expect(200)).body.data.blocks)).toEqual(['somali', 'arabic', null, null, null]);

    const refused = await api('post', '/backstage/story').send({ title: 'X', blocks: [{ type: 'paragraph', data: { text: 'x' }, language: 'klingon' }] }).expect(422);
    expect(refused.body.errors['blocks.0.language'][0]).toBe("A block's language must be one of somali, arabic, english, or none.");
  });

  it('two stories may not claim one source article', async () => {
    await api('post', '/backstage/story').send({ title: 'A', source_article: 'https://news.example/a' }).expect(201);
    const res = await api('post', '/backstage/story').send({ title: 'B', source_article: 'https://news.example/a' }).expect(422);
    expect(res.body.errors.source_article).toEqual(['The story “A” was already made from this address.']);
  });

  it('trash takes a published story off the site and cannot be published from there; restore brings it back', async () => {
    const id = (await api('post', '/backstage/story').send({ title: 'Trash me', blocks: blocks.slice(1, 2) }).expect(201)).body.data.id;
    await api('post', '/backstage/story/publish').send({ id }).expect(200);
    await api('delete', `/backstage/story/${id}`).expect(200);
    await request(ctx.app).get(`/story/${id}`).expect(404);
    expect(JSON.stringify((await request(ctx.app).get('/api/stories').expect(200)).body)).not.toContain('Trash me');
    await api('post', '/backstage/story/publish').send({ id }).expect(422);
    await api('post', `/backstage/story/${id}/restore`).expect(200);
    await request(ctx.app).get(`/story/${id}`).expect(200);
  });

  it('is staff only, and cookie writes need the XSRF token', async () => {
    await ctx.listener.agent.get('/backstage/story').expect(403);
    await request(ctx.app).get('/backstage/story/create').expect(302);
    await api('post', '/backstage/story/publish', ctx.listener.token).send({ id: 1 }).expect(403);
    await ctx.admin.agent.post('/backstage/story/publish').set('Accept', 'application/json').send({ id: 1 }).expect(419);
    const edit = await inertia('/backstage/story/1/edit').expect(200);
    expect(edit.body.component).toBe('backstage/story/edit');
    expect(edit.body.props.maxBlocks).toBe(300);
  });
});
