import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet } from '../helpers/inertia';

describe('static pages (/pages/{slug}) and the apps page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets, env: { CONTACT_EMAIL: 'ads@example.so' } });
  });
  afterAll(async () => ctx?.close());

  it('shows a page with its title, sanitized content and last update', async () => {
    const res = await inertiaGet(ctx.app, '/pages/terms').expect(200);
    expect(res.body.component).toBe('pages/show');
    const row = await ctx.knex('pages').where('slug', 'terms').first();
    expect(res.body.props.title).toBe(row.title);
    expect(res.body.props.page).toEqual({ title: row.title, slug: 'terms', content: row.content, updated_at: new Date(row.updated_at).toISOString() });
    expect(res.body.props.description.length).toBeLessThanOrEqual(160);
  });

  it('strips what a page must not carry, whatever the table holds', async () => {
    await ctx.knex('pages').insert({ title: 'Test', slug: 'test-page', content: '<h2>Hi</h2><script>x()</script><p style="x" onmouseover="y()">ok</p>' });
    const res = await request(ctx.app).get('/api/pages/test-page').expect(200);
    expect(res.body.data.content).toBe('<h2>Hi</h2><p>ok</p>');
  });

  it('shows the apps landing page for the slug apps, with the contact e-mail shared to every page', async () => {
    const res = await inertiaGet(ctx.app, '/pages/apps').expect(200);
    expect(res.body.component).toBe('pages/apps');
    expect(res.body.props.title).toBe('Soo degso app-ka');
    expect(res.body.props.app).toMatchObject({
      contactEmail: 'ads@example.so',
      url: 'http://localhost:3000',
      stores: { ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\//), android: expect.stringMatching(/^https:\/\/play\.google\.com\//) },
    });
  });

  it.each(['/pages/no-such-page', '/pages/Terms', '/pages/..%2Fetc', `/pages/${'a'.repeat(300)}`])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });

  it('answers unknown slugs, and apps (not a content page), with 404 JSON', async () => {
    expect((await request(ctx.app).get('/api/pages/nope').expect(404)).body).toEqual({ message: 'Page not found.' });
    await request(ctx.app).get('/api/pages/apps').expect(404);
  });
});
