import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const inertia = (method: 'get' | 'put', url: string) => ctx.admin.agent[method](url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('X-XSRF-TOKEN', ctx.admin.xsrf);
const api = (method: 'get' | 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');

describe('pages in backstage', () => {
  it('creates a page with an address from its title and sanitised content; it is public at once', async () => {
    const res = await api('post', '/backstage/pages').send({ title: 'Nala Soo Xiriir', content: '<h2>Email</h2><p>Write to <a href="mailto:a@hees.so">us</a>.</p><script>alert(1)</script>' }).expect(201);
    expect(res.body.data).toMatchObject({ title: 'Nala Soo Xiriir', slug: 'nala-soo-xiriir', content: '<h2>Email</h2><p>Write to <a href="mailto:a@hees.so">us</a>.</p>', version: 1 });
    const page = await request(ctx.app).get('/api/pages/nala-soo-xiriir').expect(200);
    expect(JSON.stringify(page.body)).toContain('Write to');
    const second = await api('post', '/backstage/pages').send({ title: 'Nala Soo Xiriir' }).expect(201);
    expect(second.body.data.slug).toBe('nala-soo-xiriir-2');
    expect(await ctx.knex('activity_log').where({ entity_type: 'page', entity_id: res.body.data.id }).pluck('action')).toEqual(['created']);
  });

  it('edits title, address and content over the loaded version; a taken address and a stale version are refused', async () => {
    const { body } = await api('post', '/backstage/pages').send({ title: 'Ku Saabsan', content: '<p>One</p>' }).expect(201);
    const id = body.data.id;
    const saved = await api('put', `/backstage/pages/${id}`).send({ title: 'About Hees', slug: 'about-hees', content: '<p>Two</p>', version: 1 }).expect(200);
    expect(saved.body.data).toMatchObject({ title: 'About Hees', slug: 'about-hees', content: '<p>Two</p>', version: 2 });
    await request(ctx.app).get('/api/pages/about-hees').expect(200);
    const taken = await api('put', `/backstage/pages/${id}`).send({ title: 'About Hees', slug: 'nala-soo-xiriir', version: 2 }).expect(422);
    expect(taken.body.errors.slug[0]).toMatch(/already has the address/);
    await api('put', `/backstage/pages/${id}`).send({ title: 'Stale', version: 1 }).expect(409);
    const bad = await api('put', `/backstage/pages/${id}`).send({ title: '', slug: 'No Spaces!', version: 2 }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['slug', 'title']);
    const edit = await inertia('get', `/backstage/pages/${id}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/pages/edit');
    expect(edit.body.props.history.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
  });

  it('trash hides the page and its sitemap entry; restore brings it back; the menu\'s page cannot be trashed', async () => {
    const { body } = await api('post', '/backstage/pages').send({ title: 'Trashable Page', content: '<p>x</p>' }).expect(201);
    await api('delete', `/backstage/pages/${body.data.id}`).expect(200);
    await request(ctx.app).get('/api/pages/trashable-page').expect(404);
    await request(ctx.app).get('/pages/trashable-page').expect(404);
    const sitemap = await request(ctx.app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).not.toContain('trashable-page');
    const list = await inertia('get', '/backstage/pages?trashed=only').expect(200);
    expect(list.body.props.pages.data.map((page: { id: number }) => page.id)).toContain(body.data.id);
    await api('post', `/backstage/pages/${body.data.id}/restore`).expect(200);
    await request(ctx.app).get('/api/pages/trashable-page').expect(200);
    const apps = await ctx.knex('pages').where('slug', 'apps').first('id');
    if (apps) {
      const refused = await api('delete', `/backstage/pages/${apps.id}`).expect(422);
      expect(refused.body.errors.trash[0]).toMatch(/side menu/);
    }
  });

  it('is staff only and needs the XSRF token for a cookie session', async () => {
    await ctx.listener.agent.get('/backstage/pages').expect(403);
    await request(ctx.app).get('/backstage/pages/create').expect(302);
    await api('post', '/backstage/pages', ctx.listener.token).send({ title: 'x' }).expect(403);
    await request(ctx.app).post('/backstage/pages').set('Accept', 'application/json').send({ title: 'x' }).expect(401);
    await ctx.admin.agent.post('/backstage/pages').set('Accept', 'application/json').send({ title: 'x' }).expect(419);
    await api('put', '/backstage/pages/99999').send({ title: 'x', version: 1 }).expect(404);
  });
});
