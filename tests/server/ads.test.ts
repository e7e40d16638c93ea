import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { ConfigError, loadConfig } from '../../server/config';
import { signInAs } from '../helpers/sign-in';
import { PROMO_DEVICE_SCRIPT_SOURCE } from '../../server/lib/promo-device';
import { APP_START_SCRIPT_SOURCE } from '../../server/inertia/app-start-script';

// Spec §7: the 'leader-board' ad slot, filled and refreshed by an ad service (AD_SERVICE_URL).

const SCRIPT = 'https://ads.example.org/tags/hees.js';

/** The sources a CSP directive allows, by directive name. */
function csp(res: request.Response): Record<string, string[]> {
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The server-rendered body, without the page object (which repeats the props). */
/** The body's markup without scripts, and without the home page's promos (labelled 'Xayeysiis' too, like the ad slot). */
const renderedBody = (html: string) =>
  html
    .slice(html.indexOf('<body>'))
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<div data-promo-for="[a-z]+">[\s\S]*?<\/aside><\/div>/g, '');

describe('the leader-board ad slot without an ad service (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  it('gives pages no ad configuration and renders no slot', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(res.text).not.toContain('leader-board');
    expect(renderedBody(res.text)).not.toContain('Xayeysiis');
    const page = await request(ctx.app).get('/playlists').set('X-Inertia', 'true').set('X-Inertia-Version', /"version":"([^"]+)"/.exec(res.text)![1]!);
    expect(page.body.props.app.ads).toBeNull();
  });

  it('allows no script, fetch or frame from anywhere but the site itself and YouTube', async () => {
    const policy = csp(await request(ctx.app).get('/').expect(200));
    // Besides our own files, only the promo's device mark in <head>, by its hash (lib/promo-device.ts).
    expect(policy['script-src']).toEqual(["'self'", PROMO_DEVICE_SCRIPT_SOURCE, APP_START_SCRIPT_SOURCE]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
  });
});

describe('the leader-board ad slot with an ad service', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { AD_SERVICE_URL: SCRIPT } });
  });
  afterAll(async () => ctx?.close());

  it('shares the slot name and the script with every page', async () => {
    const res = await request(ctx.app).get('/playlists').expect(200);
    const page = JSON.parse(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(res.text)![1]!);
    expect(page.props.app.ads).toEqual({ script: SCRIPT, slot: 'leader-board' });
  });

  it('renders the labelled, empty slot in the first HTML, so its box is there before any script runs', async () => {
    const body = renderedBody((await request(ctx.app).get('/').expect(200)).text);
    expect(body).toMatch(/<div id="ad-leader-board" data-ad-slot="leader-board" class="[^"]*h-\[50px\] w-\[320px\][^"]*md:h-\[90px\] md:w-\[728px\][^"]*"><\/div>/);
    expect(body).toContain('Xayeysiis');
    // The script is added by the client once the page is idle, never by the server's HTML.
    expect(body).not.toContain(SCRIPT);
  });

  it('renders no slot on the sign-in page nor in backstage', async () => {
    expect(renderedBody((await request(ctx.app).get('/auth/dev').expect(200)).text)).not.toContain('ad-leader-board');
    const admin = await signInAs(ctx.app, 'admin');
    const backstage = await admin.agent.get('/backstage').expect(200);
    expect(backstage.text).toContain('data-page="app"');
    expect(renderedBody(backstage.text)).not.toContain('ad-leader-board');
  });

  it("allows the ad service's origin, and only it, to run scripts, be fetched, show images and frames", async () => {
    const policy = csp(await request(ctx.app).get('/').expect(200));
    expect(policy['script-src']).toEqual(["'self'", PROMO_DEVICE_SCRIPT_SOURCE, APP_START_SCRIPT_SOURCE, 'https://ads.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://ads.example.org']);
    expect(policy['frame-src']).toContain('https://ads.example.org');
    expect(policy['img-src']).toContain('https://ads.example.org');
  });
});

describe('AD_SERVICE_URL', () => {
  it('is unset by default', () => {
    expect(loadConfig({}).adService).toBeUndefined();
  });

  it('must be a URL, and https in production', () => {
    expect(() => loadConfig({ AD_SERVICE_URL: 'ads.example.org/hees.js' })).toThrowError(/AD_SERVICE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: 'k', AD_SERVICE_URL: 'http://ads.example.org/hees.js' })).toThrowError(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k', AD_SERVICE_URL: SCRIPT }).adService).toEqual({ scriptUrl: SCRIPT, origin: 'https://ads.example.org' });
  });
});
