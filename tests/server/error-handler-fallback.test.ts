import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { HttpError } from '../../server/http/errors';

// The error handler never throws: when answering an error fails in turn, a plain answer goes out.

let ctx: TestContext;
beforeAll(async () => {
  const routes = Router();
  // A header value Node refuses to send: setting it throws inside the error handler.
  routes.get('/broken-error', () => {
    throw new HttpError(503, 'Down for a moment.', { 'Retry-After': 'soon\r\nX-Injected: 1' });
  });
  ctx = await createTestContext({ extraRoutes: () => [routes] });
});
afterAll(async () => ctx?.close());

describe('when answering an error fails', () => {
  it('sends the status with a plain message, and the next request is answered as usual', async () => {
    for (const accept of ['text/html', 'application/json']) {
      const res = await request(ctx.app).get('/broken-error').set('Accept', accept);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Down for a moment.');
      expect(res.headers['x-injected']).toBeUndefined();
    }
    expect((await request(ctx.app).get('/healthz')).status).toBe(200);
  });
});
