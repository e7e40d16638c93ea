import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { listRoutes } from '../helpers/routes';
import { bodyProblems, contractProblem } from '../helpers/openapi-responses';
import type { OpenApiDocument } from '../../server/http/openapi/openapi-document';
import { openApiRoutes } from '../../server/http/openapi/openapi.routes';

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  // Without APP_URL the document names the origin it is read from; with it, APP_URL (the last test of the first group).
  ctx = await createTestContext({ demo: true, env: { APP_URL: undefined } });
  document = (await request(ctx.app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
});
afterAll(() => ctx.close());

/** `/api/song/:id` as the document writes it. */
const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1 naming the site, both ways of signing in and a shared Error', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerToken', 'sessionCookie', 'xsrfHeader']);
    expect(document.components.securitySchemes.xsrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' });
    expect(document.components.schemas.Error).toMatchObject({ required: ['message'], properties: { message: { type: 'string' } } });
  });

  it('passes Redocly\'s recommended rules with no error and no warning but the local server\'s', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // Warnings too, but one: the test's document names its local server (no-server-example.com), as a development one does.
    const warnings = problems
      .filter((problem) => problem.severity === 'warn' && problem.ruleId !== 'no-server-example.com')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(warnings).toEqual([]);
  });

  it('describes every /api route the app serves, and none it does not', () => {
    const served = listRoutes(ctx.app)
      .filter((route) => /^\/api(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${templated(route.path)}`);
    const described = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.length).toBeGreaterThan(50);
    expect([...new Set(described)].sort()).toEqual([...new Set(served)].sort());
  });

  it('gives each operation the errors that apply: sign-in, staff, a missing record, CSRF, validation, limits', () => {
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);
    expect(statuses('/api/favorite/{songId}', 'put')).toEqual(expect.arrayContaining(['200', '401', '404', '419', '429', '503']));
    expect(statuses('/api/backstage/options', 'post')).toEqual(expect.arrayContaining(['401', '403', '419', '422']));
    expect(statuses('/api/homepage', 'get')).not.toContain('401');
    expect(statuses('/api/backstage/youtube-channels', 'post')).toContain('409');
    expect(document.paths['/api/song/{id}']!.get!.responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  });

  it('shows examples that its own schemas allow', () => {
    const examples = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.values(response.content ?? {})
            .filter((media) => media.example !== undefined)
            .map((media) => ({ where: `${method} ${path} ${status}`, problems: bodyProblems(media.schema, media.example) })),
        ),
      ),
    );
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((example) => example.problems.length)).toEqual([]);
  });

  it('names the origin it is read from, or APP_URL when it is set', async () => {
    const res = await request(ctx.app).get('/api/openapi.json').set('Host', 'hees.example:8080').expect(200);
    expect(res.body.servers).toEqual([{ url: 'http://hees.example:8080' }]);
    const configured = express().use(openApiRoutes({ operations: [], config: { publicUrl: 'https://hees.so', appUrl: 'https://hees.so' }, version: '1.0.0', sessionCookie: 'hees_session' }));
    const named = await request(configured).get('/api/openapi.json').set('Host', 'hees.example:8080').expect(200);
    expect(named.body.servers).toEqual([{ url: 'https://hees.so' }]);
  });

  it('may be kept by caches and revalidated', async () => {
    // One Host for both: each supertest request comes to a port of its own, and the document names its origin.
    const res = await request(ctx.app).get('/api/openapi.json').set('Host', 'hees.example').expect(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    await request(ctx.app).get('/api/openapi.json').set('Host', 'hees.example').set('If-None-Match', res.headers.etag!).expect(304);
  });
});

describe('the reference page at /api/docs', () => {
  it('lists every operation by group, in HTML of our own with no script', async () => {
    const res = await request(ctx.app).get('/api/docs').expect(200).expect('Content-Type', /text\/html/);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('<link rel="stylesheet" href="/api-docs.css">');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) expect(res.text).toContain(`<span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    for (const tag of document.tags) expect(res.text).toContain(`<h2>${tag.name.replace(/&/g, '&amp;')}</h2>`);
  });
});

describe('the tests\' check of every /api answer', () => {
  const answer = { method: 'GET', url: 'http://127.0.0.1/api/song/1', contentType: 'application/json; charset=utf-8' };

  it('lets a matching answer through', async () => {
    const res = await request(ctx.app).get('/api/song/1').expect(200);
    expect(contractProblem({ ...answer, status: 200, body: res.body })).toBeUndefined();
  });

  it('names the field a presenter added without the document, and the path of a wrong type', async () => {
    const { body } = await request(ctx.app).get('/api/song/1').expect(200);
    const drifted = { data: { ...body.data, secret: 1, artist: { ...body.data.artist, id: 'one' } } };
    const problem = contractProblem({ ...answer, status: 200, body: drifted });
    expect(problem).toContain('GET /api/song/1 (/api/song/{id}) answered 200');
    expect(problem).toContain('/data must NOT have additional properties (secret)');
    expect(problem).toContain('/data/artist/id must be integer');
  });

  it('refuses a status the document does not declare, and an error without its message', () => {
    expect(contractProblem({ ...answer, status: 418, body: { message: 'teapot' } })).toContain('a status the OpenAPI document does not declare');
    expect(contractProblem({ ...answer, status: 404, body: { error: 'gone' } })).toContain("must have required property 'message'");
  });

  it('fails the request that received such an answer, as a failed expect() would', async () => {
    // Any app answering under /api is checked: this one says GET /api/user is a user with no fields.
    const stray = express().get('/api/user', (_req, res) => void res.json({}));
    await expect(request(stray).get('/api/user')).rejects.toThrow(/GET \/api\/user \(\/api\/user\) answered 200[^]*must have required property 'id'/);
  });
});
