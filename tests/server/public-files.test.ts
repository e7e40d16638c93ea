import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFiles } from '../../server/http/public-files';
import { createTestContext, type TestContext } from '../helpers/test-app';

describe('the public folder in the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('when the browser asks for the favicon or an app image, then the file comes with its type and an hour of caching', async () => {
    const favicon = await request(ctx.app).get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toContain('max-age=3600');
    const image = await request(ctx.app).get('/images/apps/home.svg');
    expect(image.status).toBe(200);
    expect(String(image.body)).toContain('<svg');
  });

  it('when a path is no file of the folder, then the routes answer it', async () => {
    const missing = await request(ctx.app).get('/images/none.svg').set('Accept', 'application/json');
    expect(missing.status).toBe(404);
    const api = await request(ctx.app).get('/api/genres');
    expect(api.status).toBe(200);
    expect(Array.isArray(api.body.data)).toBe(true);
  });
});

describe('publicFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-public-'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'logo.txt'), 'logo');
  const app = express();
  app.use(publicFiles(dir, { index: false }));
  app.use((req, res) => res.status(404).send(`route ${req.path}`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a file is added inside a known entry after start, then it is served', async () => {
    writeFileSync(path.join(dir, 'images', 'new.txt'), 'new image');
    const response = await request(app).get('/images/new.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe('new image');
    expect((await request(app).get('/logo.txt')).text).toBe('logo');
  });

  it('when a path starts with no entry of the folder, then it goes on to the routes without the disk being asked', async () => {
    // Added after start: the entries were read once, so this name is not looked for.
    writeFileSync(path.join(dir, 'late.txt'), 'late');
    const response = await request(app).get('/late.txt');
    expect(response.status).toBe(404);
    expect(response.text).toBe('route /late.txt');
  });

  it('when a path has a malformed escape or climbs out of the folder, then no file is served', async () => {
    expect((await request(app).get('/%E0%A4%A')).text).toBe('route /%E0%A4%A');
    const climbing = await request(app).get('/images/..%2f..%2fetc%2fpasswd');
    expect(climbing.status).not.toBe(200);
  });
});
