import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { createTestContext, type TestContext } from '../../helpers/test-app';
import { listRoutes } from '../../helpers/routes';
import { setCookie } from '../../helpers/http';
import { signInAs } from '../../helpers/sign-in';
import { abortedRequest, rawRequest } from '../../helpers/raw-http';
import { createHttpServer } from '../../../server/http/http-server';
import { casesFor, EXTRA_CASES, MARKUP, type HostileCase } from './cases';

// Every route the app has, attacked with generated hostile input (issue: no request can take Hees down).
// A route added later is covered by the same generators through the route table. The routes are dealt
// out to a few test files (part-N.test.ts) so that two workers share them: one file took over two
// minutes, the longest of the suite. Each part has its own app and database.

/** Tables whose rows change on reads or on every request by design (sessions, rate counters, token use). */
const CHANGING_BY_DESIGN = new Set(['sessions', 'rate_limits', 'api_tokens', 'play_listens', 'search_index_state']);

/** Part `part` of `parts` of the routes, with an app and a database of its own. */
export function attackEveryRoute(part: number, parts: number) {
  let ctx: TestContext;
  let server: http.Server;
  let uploadDir: string;
  const credentials = { listenerToken: '', adminToken: '', listenerCookie: '' };

  /** A digest of every table's rows: equal before and after means a refused write changed nothing. */
  async function databaseDigest(): Promise<Record<string, string>> {
    const tables = (await ctx.knex('information_schema.tables')
      .where({ table_schema: ctx.db.schema, table_type: 'BASE TABLE' })
      .andWhereNot('table_name', 'like', 'knex_%')
      .pluck('table_name')) as string[];
    const digest: Record<string, string> = {};
    for (const table of tables.filter((name) => !CHANGING_BY_DESIGN.has(name)).sort()) {
      const row = await ctx.knex.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ?? t`, [table]);
      digest[table] = row.rows[0].d;
    }
    return digest;
  }

  /** A browser session of the listener: its cookies, without the XSRF header a write would need. */
  async function listenerCookies(): Promise<string> {
    const first = await request(ctx.app).get('/csrf-token').expect(204);
    const xsrf = setCookie(first, 'XSRF-TOKEN')!;
    const signedIn = await request(ctx.app).post('/auth/dev').set('Cookie', `XSRF-TOKEN=${encodeURIComponent(xsrf)}`).set('X-XSRF-TOKEN', xsrf).send({ account: 'listener' }).expect(302);
    // The sign-in hands over a token bound to the new session, as a browser would then hold it.
    return `hees_session=${encodeURIComponent(setCookie(signedIn, 'hees_session')!)}; XSRF-TOKEN=${encodeURIComponent(setCookie(signedIn, 'XSRF-TOKEN')!)}`;
  }

  function headersFor(hostile: HostileCase): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'text/html,application/json;q=0.9', ...hostile.headers };
    if (hostile.as === 'listener-token') headers.Authorization = `Bearer ${credentials.listenerToken}`;
    if (hostile.as === 'admin-token') headers.Authorization = `Bearer ${credentials.adminToken}`;
    if (hostile.as === 'listener-cookie-no-xsrf') headers.Cookie = credentials.listenerCookie;
    return headers;
  }

  async function send(hostile: HostileCase): Promise<{ status: number; head: string; body: string }> {
    const headers = headersFor(hostile);
    const body = hostile.body ?? '';
    if (hostile.abortAfter !== undefined) {
      await abortedRequest(server, { method: hostile.method, path: hostile.path, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, body, abortAfter: hostile.abortAfter });
      return { status: -1, head: '', body: '' };
    }
    return rawRequest(server, { method: hostile.method, path: hostile.path, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, body });
  }

  async function uploadFolderEmpty(): Promise<boolean> {
    for (let i = 0; i < 50; i++) {
      if (!existsSync(uploadDir) || readdirSync(uploadDir).length === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    uploadDir = path.join(ctx.storageDir, 'tmp', 'uploads');
    server = createHttpServer(ctx.app, ctx.config.timeouts).listen(0, '127.0.0.1');
    credentials.listenerToken = (await signInAs(ctx.app, 'listener')).token;
    credentials.adminToken = (await signInAs(ctx.app, 'admin')).token;
    credentials.listenerCookie = await listenerCookies();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await ctx?.close();
  });

  /** Routes in the order they are attacked: signing out last, so the listener's token serves every other case. */
  function routesUnderAttack() {
    const routes = listRoutes(ctx.app).filter((route) => route.method !== 'HEAD');
    return [...routes.filter((r) => r.path !== '/logout-user'), ...routes.filter((r) => r.path === '/logout-user')];
  }

  describe(`hostile input on every route, part ${part} of ${parts}`, () => {
    it('never answers 5xx, never crashes, leaves no file, changes no row when it refuses, echoes no markup', async () => {
      const failures: string[] = [];
      let count = 0;
      const statuses = new Map<number, number>();
      // Dealt in turn rather than cut in runs, so each part gets some of the heavy upload routes; the
      // order within a part is kept (signing out still comes after every route that needs the token).
      const groups: HostileCase[][] = [...routesUnderAttack().map((route) => casesFor(route)), EXTRA_CASES]
        .filter((_, index) => index % parts === part - 1);
      for (const cases of groups) {
        const writes = cases.some((c) => !['GET', 'HEAD', 'OPTIONS'].includes(c.method));
        const before = writes ? await databaseDigest() : undefined;
        let accepted = false;
        for (const hostile of cases) {
          count += 1;
          const answer = await send(hostile);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 0 || answer.status >= 500) failures.push(`${hostile.name}: ${answer.status} ${answer.body.slice(0, 160)}`);
          if (answer.status >= 200 && answer.status < 400 && writes) accepted = true;
          if (/content-type: text\/html/i.test(answer.head) && (answer.body.includes(MARKUP) || answer.body.includes('<img src=x onerror'))) {
            failures.push(`${hostile.name}: markup echoed unescaped`);
          }
          const alive = await request(server).get('/healthz');
          if (alive.status !== 200) failures.push(`${hostile.name}: server did not answer afterwards (${alive.status})`);
        }
        if (!(await uploadFolderEmpty())) failures.push(`${cases[0]?.name}: files left in the upload folder`);
        if (before && !accepted) {
          const after = await databaseDigest();
          const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
          if (changed.length) failures.push(`${cases[0]?.name}: refused writes changed ${changed.join(', ')}`);
        }
      }
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status === -1 ? 'aborted' : status}: ${n}`);
      console.log(`hostile input, part ${part} of ${parts}: ${count} cases over ${groups.length} routes or extra paths (${byStatus.join(', ')})`);
      expect(count).toBeGreaterThanOrEqual(300);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
