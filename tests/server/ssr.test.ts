import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import pino from 'pino';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs } from '../helpers/sign-in';
import { APP_START_SCRIPT, APP_START_SCRIPT_SOURCE } from '../../server/inertia/app-start-script';
import { ssrFromBundle } from '../../server/inertia/ssr';
import type { PageObject } from '../../server/inertia';

// Protocol item 19: a full-page GET is rendered on the server (the real bundle the globalSetup built).

const HOME_TITLE = 'Heeso, Erayada iyo Podcasts - Hees';

/** The document's text as a crawler reads it: no page JSON, no tags, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

/** The page object from the script tag the client reads it from. */
const pageOf = (html: string): PageObject => JSON.parse(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);

/** A logger whose lines the test can read. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'error' }, stream), lines };
}

async function featuredNames(ctx: TestContext): Promise<string[]> {
  const option = await ctx.knex('options').where('option_key', 'HOMEFEATURED').first<{ option_value: { id: number }[] }>();
  const ids = option.option_value.map((item) => Number(item.id));
  const rows = await ctx.knex('songs').whereIn('id', ids).select<{ name: string }[]>('name');
  return rows.map((row) => row.name);
}

describe('server-side rendering with the built bundle', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      demo: true,
      extraRoutes: () => [Router().get('/ssr-test/unknown-component', (_req, res) => res.inertia.render('no/such-page', { title: 'Lost' }))],
    });
  });
  afterAll(async () => ctx?.close());

  it('puts the featured songs of the database into the HTML body as text, not only in the page JSON', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    const names = await featuredNames(ctx);
    expect(names.length).toBeGreaterThan(0);
    expect(res.text).toContain('<div id="app" data-server-rendered="true">');
    const text = visibleText(res.text);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Heesaha la soo xulay');
  });

  it('puts the title of the page <Head> into <head>, once', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    const head = headOf(res.text);
    expect(head).toContain(`<title data-inertia="">${HOME_TITLE}</title>`);
    expect(head.match(/<title\b/g)).toHaveLength(1);
  });

  it('still writes the page object once, in the script the client reads, for hydration', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(res.text.match(/<script data-page="app" type="application\/json">/g)).toHaveLength(1);
    expect(pageOf(res.text).component).toBe('home');
  });

  it('draws the page with its stylesheet alone, then starts the app from the last element of <body>', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    const head = headOf(res.text);
    // Nothing in the HTML fetches JavaScript while the page is being drawn.
    expect(res.text).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/);
    expect(head).toMatch(/<link rel="stylesheet" href="\/build\/assets\/app-[\w-]+\.css">/);
    const start = /<script data-entry="([^"]+)" data-modules="([^"]*)" data-messages="[^"]+">([^<]+)<\/script>\n<\/body>/.exec(res.text);
    expect(start).not.toBeNull();
    const [, entry, modules, source] = start!;
    expect(source).toBe(APP_START_SCRIPT);
    expect(res.headers['content-security-policy']).toContain(APP_START_SCRIPT_SOURCE);
    // The entry, the chunks it imports and the home page's own chunk: every one a built file that is served.
    const urls = modules!.split(' ');
    expect(urls.some((url) => /\/home-[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of [entry!, ...urls]) {
      const file = await request(ctx.app).get(url).expect(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('renders error pages too: an unknown address shows the 404 page in the HTML', async () => {
    const res = await request(ctx.app).get('/no-such-page').set('Accept-Language', 'en').expect(404);
    expect(headOf(res.text)).toContain('<title data-inertia="">Page Not Found - Hees</title>');
    const somali = await request(ctx.app).get('/no-such-page').expect(404);
    expect(headOf(somali.text)).toContain('<title data-inertia="">Boggan lama helin - Hees</title>');
    expect(somali.text).toContain('<html lang="so">');
    expect(visibleText(res.text)).toContain('Sorry, the page you are looking for could not be found.');
  });

  it('does not render an Inertia visit on the server: it gets the page object as JSON', async () => {
    const { version } = pageOf((await request(ctx.app).get('/')).text);
    const res = await request(ctx.app).get('/').set('X-Inertia', 'true').set('X-Inertia-Version', version).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.component).toBe('home');
    expect(res.text).not.toContain('data-server-rendered');
  });

  it('sends the client shell when the bundle cannot render the page (a component it does not know)', async () => {
    const res = await request(ctx.app).get('/ssr-test/unknown-component').expect(200);
    expect(res.text).toContain('<div id="app"></div>');
    expect(headOf(res.text)).toContain('<title>Lost - Hees</title>');
  });
});

describe('markup kept by its page object (the render cache)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { RENDER_CACHE_MB: '8' } });
  });
  afterAll(async () => ctx?.close());

  it('gives the next visitor the same HTML from the kept markup, and renders again once the data changes', async () => {
    // A song page: the home page may pick one of several promos at random, so its props can differ.
    const song = await ctx.knex('songs').whereNull('deleted_at').orderBy('id').first<{ id: number; name: string }>('id', 'name');
    const first = await request(ctx.app).get(`/song/${song.id}`).expect(200);
    const again = await request(ctx.app).get(`/song/${song.id}`).expect(200);
    expect([first.headers['x-render-cache'], again.headers['x-render-cache']]).toEqual(['miss', 'hit']);
    expect(again.text).toBe(first.text);

    await ctx.knex('songs').where('id', song.id).update({ name: 'Heestii la magacaabay' });
    const changed = await request(ctx.app).get(`/song/${song.id}`).expect(200);
    expect(changed.headers['x-render-cache']).toBe('miss');
    expect(visibleText(changed.text)).toContain('Heestii la magacaabay');
    expect(visibleText(changed.text)).not.toContain(song.name);
  });

  it('keeps each language apart: the English page is not the Somali one', async () => {
    const somali = await request(ctx.app).get('/no-such-page').expect(404);
    const english = await request(ctx.app).get('/no-such-page').set('Accept-Language', 'en').expect(404);
    expect(headOf(somali.text)).toContain('Boggan lama helin - Hees');
    expect(headOf(english.text)).toContain('Page Not Found - Hees');
  });

  it('never keeps or reuses the markup of a signed-in person\'s page', async () => {
    const { agent } = await signInAs(ctx.app, 'listener');
    const res = await agent.get('/').expect(200);
    expect(res.headers['x-render-cache']).toBeUndefined();
    expect(res.text).toContain('data-server-rendered="true"');
  });
});

describe('when server-side rendering fails', () => {
  let ctx: TestContext;
  const { logger, lines } = memoryLogger();
  beforeAll(async () => {
    ctx = await createTestContext({
      logger,
      ssr: async () => {
        throw new Error('window is not defined');
      },
    });
  });
  afterAll(async () => ctx?.close());

  it('still answers 200 with the client-rendered shell and the title prop, and logs the failure', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(res.text).toContain('<div id="app"></div>');
    expect(res.text).not.toContain('data-server-rendered');
    expect(headOf(res.text)).toContain(`<title>${HOME_TITLE}</title>`);
    expect(pageOf(res.text).component).toBe('home');

    const failure = lines.find((line) => line.msg === 'SSR failed; sent the client shell');
    expect(failure).toMatchObject({ component: 'home', err: { message: 'window is not defined' } });
  });
});

describe('with SSR_ENABLED=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SSR_ENABLED: 'false' } });
  });
  afterAll(async () => ctx?.close());

  it('sends the client shell even though the bundle is built', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(res.text).toContain('<div id="app"></div>');
    expect(headOf(res.text)).toContain(`<title>${HOME_TITLE}</title>`);
  });
});

describe('loading the SSR bundle', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-ssr-'));
  const bundle = path.join(dir, 'ssr.js');
  const page: PageObject = { component: 'home', props: { errors: {} }, url: '/', version: '' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in bundle that counts how often it is evaluated. */
  const writeBundle = (label: string, mtime: number) => {
    writeFileSync(
      bundle,
      `globalThis.__heesSsrLoads = (globalThis.__heesSsrLoads ?? 0) + 1;
       export default async (page) => ({ head: ['<title>${label}</title>', '<meta name="x" content="y">'], body: '<p>' + page.component + '</p>' });`,
    );
    utimesSync(bundle, mtime, mtime);
  };
  const loads = () => (globalThis as { __heesSsrLoads?: number }).__heesSsrLoads ?? 0;

  it('answers null (the shell) while there is no bundle', async () => {
    expect(await ssrFromBundle(bundle)(page)).toBeNull();
  });

  it('imports the bundle once, joins the head tags, and imports it again after a rebuild, seen within a second', async () => {
    let now = 0;
    const render = ssrFromBundle(bundle, { now: () => now });
    writeBundle('first', 1_700_000_000);
    expect(await render(page)).toEqual({ head: '<title>first</title>\n<meta name="x" content="y">', body: '<p>home</p>' });
    await render(page);
    await render(page);
    expect(loads()).toBe(1);

    writeBundle('second', 1_700_000_100);
    now = 999; // the file is not looked at again within the second
    expect((await render(page))?.head).toContain('<title>first</title>');
    now = 1000;
    expect((await render(page))?.head).toContain('<title>second</title>');
    expect(loads()).toBe(2);
  });
});
