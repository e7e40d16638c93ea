import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';

// Protocol items 1-3 (docs/inertia-protocol.md): the first page as HTML, the page object, Inertia visits as JSON.

const EVIL = '</script><script>alert(1)</script>';
const OPTIONAL_PAGE_KEYS = [
  'encryptHistory',
  'clearHistory',
  'mergeProps',
  'prependProps',
  'deepMergeProps',
  'matchPropsOn',
  'scrollProps',
  'deferredProps',
  'onceProps',
  'flash',
];

function testRoutes() {
  const router = Router();
  router.get('/inertia-test/page', async (_req, res) => {
    await res.inertia.render('test/page', { title: 'Heeso', count: 3 });
  });
  router.get('/inertia-test/evil', async (_req, res) => {
    await res.inertia.render('test/evil', { lyric: EVIL, amp: 'a & b <!-- c -->' });
  });
  return router;
}

/** The page object as the 3.x client reads it: from `<script data-page="app" type="application/json">`. */
function pageFromHtml(html: string): Record<string, unknown> & { props: Record<string, unknown> } {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page script in the HTML');
  return JSON.parse(match[1]!);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clientAssets: () => ({ version: 'v1', tags: '' }), extraRoutes: () => [testRoutes()] });
});
afterAll(async () => ctx?.close());

describe('item 1: a plain GET answers 200 text/html with the page in a JSON script tag and Vary: X-Inertia', () => {
  it('puts the page object in the script tag and renders the root div', async () => {
    const res = await request(ctx.app).get('/inertia-test/page').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['vary']).toMatch(/\bX-Inertia\b/i);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.text).toContain('<script data-page="app" type="application/json">');
    expect(res.text).toContain('<div id="app">');
    // 3.x reads the page only from the script; the root carries no data-page attribute.
    expect(res.text).not.toMatch(/<div[^>]*\bdata-page=/);
    expect(pageFromHtml(res.text)).toMatchObject({ component: 'test/page', props: { title: 'Heeso', count: 3 } });
  });

  it('escapes a prop holding </script> so it cannot end the tag, and the JSON reads back unchanged', async () => {
    const res = await request(ctx.app).get('/inertia-test/evil').expect(200);
    expect(res.text).not.toContain('</script><script>alert');
    expect(res.text).not.toContain('<!-- c -->');
    // Exactly one script element in the body (the head's is the promo device mark): the prop did not open another one.
    const body = res.text.slice(res.text.indexOf('<body>'));
    expect(body.match(/<script\b/g)).toHaveLength(1);
    const script = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c\\/script\\u003e');
    const page = pageFromHtml(res.text);
    expect(page.props.lyric).toBe(EVIL);
    expect(page.props.amp).toBe('a & b <!-- c -->');
  });
});

describe('item 2: the page object is {component, props: {errors: {}, ...}, url, version} with optional keys only when set', () => {
  it('has component, props with errors {}, the request path with its query as url, and the version', async () => {
    const url = '/inertia-test/page?sort=new&q=caano%20macaan';
    const res = await request(ctx.app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'v1').expect(200);
    const page = res.body;
    expect(page.component).toBe('test/page');
    expect(page.url).toBe(url);
    expect(page.version).toBe('v1');
    expect(page.props.errors).toEqual({});
    expect(page.props).toMatchObject({ title: 'Heeso', count: 3 });
  });

  it('leaves out every optional key that carries nothing', async () => {
    const res = await request(ctx.app).get('/inertia-test/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
    for (const key of OPTIONAL_PAGE_KEYS) expect(res.body, key).not.toHaveProperty(key);
    // The app shares auth/menu/app and the page's language on every page, so sharedProps carries their names.
    expect(Object.keys(res.body).sort()).toEqual(['component', 'props', 'sharedProps', 'url', 'version']);
    expect(res.body.sharedProps.sort()).toEqual(['app', 'auth', 'locale', 'menu']);
  });

  it('is the same object in the HTML script as in the JSON answer', async () => {
    const html = await request(ctx.app).get('/inertia-test/page?x=1');
    const json = await request(ctx.app).get('/inertia-test/page?x=1').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
    // But for the interface's messages, which only the full load carries (the app starts with them;
    // later visits need not send them again: i18n/i18n.props.ts).
    const fromHtml = pageFromHtml(html.text);
    const { messages, ...htmlProps } = fromHtml.props as Record<string, unknown>;
    expect(messages).toEqual(expect.any(Object));
    const sharedProps = (fromHtml as unknown as { sharedProps: string[] }).sharedProps.filter((name) => name !== 'messages');
    expect({ ...fromHtml, props: htmlProps, sharedProps }).toEqual(json.body);
    expect(pageFromHtml(html.text).url).toBe('/inertia-test/page?x=1');
  });
});

describe('item 3: a GET with X-Inertia answers 200 JSON with X-Inertia: true and Vary: X-Inertia, routed on the header', () => {
  it('answers the page object as JSON with both headers', async () => {
    const res = await request(ctx.app).get('/inertia-test/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers['vary']).toMatch(/\bX-Inertia\b/i);
    expect(res.body).toMatchObject({ component: 'test/page', version: 'v1' });
  });

  it('answers JSON even when the request accepts only HTML', async () => {
    const res = await request(ctx.app)
      .get('/inertia-test/page')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'v1')
      .set('Accept', 'text/html');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.component).toBe('test/page');
  });

  it('answers HTML to a request that accepts JSON but has no X-Inertia header', async () => {
    const res = await request(ctx.app).get('/inertia-test/page').set('Accept', 'application/json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(pageFromHtml(res.text).component).toBe('test/page');
  });
});
