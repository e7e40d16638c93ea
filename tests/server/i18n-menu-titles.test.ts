import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { pageObjectIn } from '../helpers/http';
import { LANGUAGES } from '../helpers/language';
import { CATALOGUES } from '@common/i18n/catalogue';
import type { MessageId } from '@common/i18n/catalogue/en';

// Issue 31 item 8: one word for one thing. Each side-menu entry's label is the title of the page it
// opens: the document's title and the page's heading, in Somali and in English. (Before, 'Wararka
// maxalliga' opened 'Wararka fanka', 'Hees Caqli' 'Muusig caqli leh', and so on.)

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
});
afterAll(async () => ctx?.close());

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const HERO_PAGES = new Set(['/search', '/pages/apps']);

/** The page's first heading as a reader sees it (no screen-reader-only prefix on these pages). */
const headingOf = (html: string) => decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

describe('side-menu labels are the titles of the pages they open', () => {
  for (const [locale, headers] of LANGUAGES) {
    it(`in ${locale}: every internal entry's label is its page's title and heading`, async () => {
      const home = pageObjectIn((await request(ctx.app).get('/').set(headers).expect(200)).text);
      const menu = home.props.menu as { permlink: string; title: MessageId; external?: boolean }[];
      const internal = menu.filter((item) => !item.external);
      expect(internal.length).toBeGreaterThan(5);
      const seen = [];
      const heroes: { path: string; label: string; html: string }[] = [];
      for (const item of internal) {
        const label = CATALOGUES[locale][item.title];
        const res = await request(ctx.app).get(item.permlink).set(headers).expect(200);
        const title = pageObjectIn(res.text).props.title;
        seen.push({ path: item.permlink, label, title, heading: headingOf(res.text) });
        if (HERO_PAGES.has(item.permlink)) heroes.push({ path: item.permlink, label, html: res.text });
      }
      // Search and the apps page open on a hero whose heading is a prompt or a slogan; their name is
      // the line above it (search: inside the heading), which must be the label too.
      const expected = seen.map(({ path, label }) => ({
        path,
        label,
        title: label,
        heading: HERO_PAGES.has(path) ? expect.any(String) : label,
      }));
      expect(seen).toEqual(expected);
      for (const { path, label, html } of heroes) expect(html, path).toContain(`>${label}</`);
    });
  }
});
