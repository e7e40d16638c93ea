import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express, { Router, type RequestHandler } from 'express';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { pageOf } from '../helpers/http';
import { isBackstagePath, listRoutes, unguardedBackstageRoutes, type RouteEntry } from '../helpers/routes';

/**
 * Stand-ins for backstage routes (the real ones live in their own features): pages, a router mounted
 * under a prefix, writes of every method. The matrix below runs over every backstage route the router
 * holds, these and any real ones.
 */
function backstageProbes(): Router[] {
  const reached: RequestHandler = (_req, res) => {
    res.json({ reached: true });
  };
  const pages = Router();
  pages.get('/backstage', reached);
  pages.get('/backstage/probe/:id/edit', reached);
  pages.post('/backstage/probe', reached);
  pages.put('/backstage/probe/:id', reached);
  pages.delete('/backstage/probe/:id', reached);
  const api = Router();
  api.get('/no-audio', reached);
  api.post('/options', reached);
  api.patch('/media/:id', reached);
  const mounted = Router();
  mounted.use('/api/backstage', api);
  return [pages, mounted];
}

let ctx: BackstageContext;
let routes: RouteEntry[];
beforeAll(async () => {
  ctx = await backstageContext({
    demo: false,
    clientAssets: () => ({ version: 'v1', tags: '' }),
    extraRoutes: () => backstageProbes(),
  });
  routes = listRoutes(ctx.app).filter((route) => isBackstagePath(route.path));
});
afterAll(async () => ctx?.close());

const concrete = (path: string) => path.replace(/:(\w+)/g, '1').replace(/\*(\w+)/g, 'x');
const isApi = (path: string) => /^\/api\//i.test(path);
const call = (agent: request.Agent | ReturnType<typeof request>, route: RouteEntry, url = concrete(route.path)) =>
  (agent as ReturnType<typeof request>)[route.method.toLowerCase() as 'get'](url);

describe('the admin guard over every backstage route', () => {
  it('finds the backstage routes in the router, and every one is behind requireAdmin', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /backstage', 'PUT /backstage/probe/:id', 'POST /api/backstage/options', 'PATCH /api/backstage/media/:id']),
    );
    expect(unguardedBackstageRoutes(ctx.app)).toEqual([]);
  });

  it('the route check itself fails for a backstage route without the guard', () => {
    const app = express();
    const router = Router();
    router.get('/api/backstage/unguarded', (_req, res) => res.end());
    app.use(router);
    expect(unguardedBackstageRoutes(app).map((route) => route.path)).toEqual(['/api/backstage/unguarded']);
  });

  it('visitor: the API answers 401 JSON, pages send them to sign in and back', async () => {
    for (const route of routes) {
      const url = concrete(route.path);
      const res = await call(request(ctx.app), route).set('Accept', 'text/html');
      if (isApi(route.path)) {
        expect(res.status, `${route.method} ${url}`).toBe(401);
        expect(res.body).toEqual({ message: 'Unauthenticated.' });
      } else {
        expect(res.status, `${route.method} ${url}`).toBe(302);
        expect(res.headers.location).toBe(route.method === 'GET' ? `/auth/google?redirect=${encodeURIComponent(url)}` : '/auth/google');
      }
    }
  });

  it('visitor on an Inertia visit: the client is told to leave for the sign-in page', async () => {
    const res = await request(ctx.app).get('/backstage').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1').expect(409);
    expect(res.headers['x-inertia-location']).toBe('/auth/google?redirect=%2Fbackstage');
  });

  it('signed-in user (session cookie): 403 everywhere, the error page on pages', async () => {
    for (const route of routes) {
      const res = await call(ctx.listener.agent, route).set('X-XSRF-TOKEN', ctx.listener.xsrf);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      if (isApi(route.path)) expect(res.body).toEqual({ message: 'This action is unauthorized.' });
      else if (route.method === 'GET') expect(pageOf(res).props).toMatchObject({ status: 403, title: 'Waa laguu diiday' }); // Somali, the default
    }
  });

  it('signed-in user with a bearer token: 403 everywhere', async () => {
    for (const route of routes) {
      const res = await call(request(ctx.app), route).set('Authorization', `Bearer ${ctx.listener.token}`);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('admin (session cookie, with the XSRF token): reaches every route', async () => {
    for (const route of routes) {
      const res = await call(ctx.admin.agent, route).set('X-XSRF-TOKEN', ctx.admin.xsrf);
      expect([401, 403, 419], `${route.method} ${route.path}`).not.toContain(res.status);
      expect(res.headers.location ?? '').not.toMatch(/^\/auth\//);
    }
  });

  it('admin with a bearer token alone: reaches every route, no XSRF token needed', async () => {
    for (const route of routes) {
      const res = await call(request(ctx.app), route).set('Authorization', `Bearer ${ctx.admin.token}`);
      expect([401, 403, 419], `${route.method} ${route.path}`).not.toContain(res.status);
    }
  });

  it('the guard ignores the letter case Express ignores', async () => {
    await request(ctx.app).get('/BACKSTAGE').set('Authorization', `Bearer ${ctx.listener.token}`).expect(403);
    await request(ctx.app).post('/Api/BackStage/options').set('Authorization', `Bearer ${ctx.listener.token}`).expect(403);
    await request(ctx.app).post('/Api/BackStage/options').expect(401);
  });

  it('when the admin role is taken away, then the next request is refused at once', async () => {
    await ctx.knex('users').where('id', ctx.admin.userId).update({ is_admin: false });
    try {
      await request(ctx.app).get('/api/backstage/no-audio').set('Authorization', `Bearer ${ctx.admin.token}`).expect(403);
    } finally {
      await ctx.knex('users').where('id', ctx.admin.userId).update({ is_admin: true });
    }
  });
});
