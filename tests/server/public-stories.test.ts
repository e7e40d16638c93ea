import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the news: /stories, /story/{id} and their /api', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  const publishedIds = () =>
    ctx.knex('stories').whereNotNull('published_at').orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');

  it('lists published stories only, newest first, with their lead as the excerpt', async () => {
    const res = await inertiaGet(ctx.app, '/stories').expect(200);
    expect(res.body.component).toBe('stories/index');
    const { stories } = res.body.props;
    const ids = await publishedIds();
    expect(stories).toMatchObject({ current_page: 1, per_page: 12, total: ids.length });
    expect(stories.data.map((s: { id: number }) => s.id)).toEqual(ids.slice(0, 12));
    const first = stories.data[0];
    expect(keysOf(first)).toEqual(['author', 'excerpt', 'id', 'image', 'published_at', 'source', 'title']);
    const row = await ctx.knex('stories').where('id', first.id).first();
    expect(first.source).toEqual({ name: row.source_name });
    expect(first.excerpt).toBe(row.blocks[0].data.text);
  });

  it('shows a story with its paragraph, heading and image blocks', async () => {
    const [id] = await publishedIds();
    const res = await inertiaGet(ctx.app, `/story/${id}`).expect(200);
    expect(res.body.component).toBe('stories/show');
    const { story, title } = res.body.props;
    const row = await ctx.knex('stories').where('id', id).first();
    expect(title).toBe(row.title);
    expect(story).toMatchObject({ id, title: row.title, author: row.author, source_article: row.source_article });
    expect(story.blocks).toEqual(
      row.blocks.map((block: { type: string; data: { text?: string; url?: string } }) =>
        block.type === 'image' ? { type: 'image', data: { url: `/media/${block.data.url}` } } : block,
      ),
    );
  });

  it('keeps imported text to emphasis and links, and leaves out blocks it cannot draw', async () => {
    const [id] = await publishedIds();
    await ctx.knex('stories').where('id', id).update({
      blocks: JSON.stringify([
        { type: 'paragraph', data: { text: 'Qoraal <b>muhiim</b> ah<script>x()</script> <a href="javascript:y()">link</a>' } },
        { type: 'video', data: { url: 'https://example.com/v' } },
        { type: 'heading', data: { text: '   ' } },
        { type: 'image', data: {} },
      ]),
    });
    const res = await request(ctx.app).get(`/api/story/${id}`).expect(200);
    expect(res.body.data.blocks).toEqual([{ type: 'paragraph', data: { text: 'Qoraal <strong>muhiim</strong> ah <a>link</a>' } }]);
    expect(res.body.data.excerpt).toBe('Qoraal muhiim ah link');
  });

  it('keeps a draft story a 404, on the page and the API', async () => {
    const draft = await ctx.knex('stories').whereNull('published_at').first('id');
    expect((await inertiaGet(ctx.app, `/story/${draft.id}`).expect(404)).body.component).toBe('error');
    expect((await request(ctx.app).get(`/api/story/${draft.id}`).expect(404)).body).toEqual({ message: 'Story not found.' });
  });

  it('answers /api/stories with the page shape', async () => {
    const res = await request(ctx.app).get('/api/stories').expect(200);
    expect(res.body).toEqual((await inertiaGet(ctx.app, '/stories')).body.props.stories);
  });

  it.each(['/story/999999', '/story/x'])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });
});
