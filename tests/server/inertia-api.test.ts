import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { validate } from '../../server/http/validate';
import { Forbidden, NotFound, Unauthenticated } from '../../server/http/errors';

// Protocol item 20 (docs/inertia-protocol.md): the /api surface speaks plain JSON, never HTML.

const NAME_REQUIRED = 'The name field is required.';
const NAME_SHORT = 'The name must be at least 3 characters.';
const EMAIL_INVALID = 'The email must be a valid email address.';

function testRoutes() {
  const items = Router();
  items.post('/items', (req, res) => {
    const data = validate(
      z.object({
        name: z.string(NAME_REQUIRED).min(3, NAME_SHORT).regex(/^[a-z]+$/, 'The name may only hold lowercase letters.'),
        email: z.email(EMAIL_INVALID),
      }),
      req.body,
    );
    res.status(201).json({ data });
  });
  items.get('/private', () => {
    throw new Unauthenticated();
  });
  items.get('/admin', () => {
    throw new Forbidden();
  });
  items.get('/items/:id', () => {
    throw new NotFound('Song not found.');
  });
  items.get('/crash', async () => {
    throw new Error('secret stack detail');
  });

  // Mounted under a prefix, as feature routers are: the error handler must still see an /api path.
  const router = Router();
  router.use('/api/inertia-test', items);
  return router;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clientAssets: () => ({ version: 'v1', tags: '' }), extraRoutes: () => [testRoutes()] });
});
afterAll(async () => ctx?.close());

/** What every /api error must look like: JSON, no Inertia header, no HTML. */
function expectJsonError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-inertia']).toBeUndefined();
  expect(res.text).not.toMatch(/<html|<!doctype/i);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
}

describe('item 20: /api speaks plain JSON: 422 {message, errors: {field: [..]}}, 401/403/404 JSON, 400 for bad JSON, never HTML', () => {
  it('answers a failed validation with 422 {message, errors} holding every message per field', async () => {
    const res = await request(ctx.app).post('/api/inertia-test/items').send({ name: 'A', email: 'nope' });
    expectJsonError(res, 422);
    expect(res.body.errors).toEqual({
      name: [NAME_SHORT, 'The name may only hold lowercase letters.'],
      email: [EMAIL_INVALID],
    });
    expect(Object.keys(res.body).sort()).toEqual(['errors', 'message']);
    expect(res.headers['location']).toBeUndefined();
  });

  it('answers 422 JSON, not a redirect, to an Inertia or browser-looking request with a session', async () => {
    const agent = request.agent(ctx.app);
    const page = await agent.get('/csrf-token');
    const xsrf = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))!;
    const token = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length).split(';')[0]!);
    const res = await agent
      .post('/api/inertia-test/items')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', token)
      .set('Accept', 'text/html')
      .set('Referer', 'http://127.0.0.1/somewhere')
      .send({ email: 'a@b.so' });
    expectJsonError(res, 422);
    expect(res.body.errors).toEqual({ name: [NAME_REQUIRED] });
  });

  it('accepts valid input', async () => {
    const res = await request(ctx.app).post('/api/inertia-test/items').send({ name: 'hees', email: 'a@b.so' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ name: 'hees', email: 'a@b.so' });
  });

  it('answers 401, 403 and 404 with JSON bodies even to a browser asking for HTML', async () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    expectJsonError(await request(ctx.app).get('/api/inertia-test/private').set('Accept', html), 401);
    expectJsonError(await request(ctx.app).get('/api/inertia-test/admin').set('Accept', html), 403);
    const missing = await request(ctx.app).get('/api/inertia-test/items/9').set('Accept', html);
    expectJsonError(missing, 404);
    expect(missing.body).toEqual({ message: 'Song not found.' });
  });

  it('answers an unknown /api route with 404 JSON, also with X-Inertia and in another letter case', async () => {
    expectJsonError(await request(ctx.app).get('/api/no-such-thing').set('Accept', 'text/html'), 404);
    expectJsonError(await request(ctx.app).get('/api').set('Accept', 'text/html'), 404);
    const inertia = await request(ctx.app).get('/api/no-such-thing').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
    expectJsonError(inertia, 404);
    // Express routes case-insensitively, so /API/... reaches the /api routers and must answer like them.
    expectJsonError(await request(ctx.app).get('/API/inertia-test/private').set('Accept', 'text/html'), 401);
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const res = await request(ctx.app)
      .post('/api/inertia-test/items')
      .set('Content-Type', 'application/json')
      .set('Accept', 'text/html')
      .send('{"name": "hees",');
    expectJsonError(res, 400);
    expect(res.body).not.toHaveProperty('errors');
  });

  it('answers a crash with 500 JSON that does not leak the error', async () => {
    const res = await request(ctx.app).get('/api/inertia-test/crash').set('Accept', 'text/html');
    expectJsonError(res, 500);
    expect(res.text).not.toContain('secret stack detail');
  });
});
