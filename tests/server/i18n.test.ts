import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { messagesFileIn, pageObjectIn } from '../helpers/http';
import { CACHE_HEADER } from '../../server/http/visitor-cache';
import { acceptedLocale, cookieLocale } from '../../server/i18n/request-locale';
import { CATALOGUES } from '@common/i18n/catalogue';
import { expectNoOtherLanguage, htmlLang } from '../helpers/language';

// Issue: Somali by default, English on request (the menu's switch, kept in the `lang` cookie;
// Accept-Language on a first visit), rendered on the server in that language, never a cookie set on a
// visitor's GET, and the visitor cache never handing one language's page to the other's listener.

describe('the language a request is answered in', () => {
  it('takes the best-liked of ours from Accept-Language, none when it names neither', () => {
    expect(acceptedLocale('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLocale('so-SO,so;q=0.9,en;q=0.8')).toBe('so');
    expect(acceptedLocale('en;q=0.5, so;q=0.8')).toBe('so');
    expect(acceptedLocale('fr-FR,fr;q=0.9,en;q=0.4')).toBe('en');
    expect(acceptedLocale('fr, de')).toBeUndefined();
    expect(acceptedLocale('en;q=0')).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });

  it('reads the lang cookie only when it holds one of ours', () => {
    expect(cookieLocale('a=1; lang=en; b=2')).toBe('en');
    expect(cookieLocale('lang=so')).toBe('so');
    expect(cookieLocale('lang=fr')).toBeUndefined();
    expect(cookieLocale('xlang=en')).toBeUndefined();
  });

  it('has every message in both catalogues, none empty', () => {
    const ids = Object.keys(CATALOGUES.en).sort();
    expect(Object.keys(CATALOGUES.so).sort()).toEqual(ids);
    for (const locale of ['so', 'en'] as const) {
      for (const id of ids) expect(CATALOGUES[locale][id as keyof typeof CATALOGUES.en].trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});

describe('pages in Somali and English', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { VISITOR_CACHE_SECONDS: '30', PUBLIC_CONTENT_CHECK_MS: '100000' } });
  });
  afterAll(async () => ctx?.close());

  it('answers in Somali by default, server-rendered, the app starting with the Somali messages', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(htmlLang(res.text)).toBe('so');
    const page = pageObjectIn(res.text);
    expect(page.props.locale).toBe('so');
    const messages = (await request(ctx.app).get(messagesFileIn(res.text)).expect(200)).body as Record<string, unknown>;
    expect(messages['justAdded.title']).toEqual(['Dhawaan la soo daray']);
    expect(res.text).toContain('data-server-rendered="true"');
    expect(res.text).toContain('>Dhawaan la soo daray<');
    expect(res.text).not.toContain('>Just added<');
  });

  // The catalogue was a third of every page's JSON: it is a file of its own, named by its content,
  // which the browser keeps for good (server/inertia/page-messages.ts).
  it('serves the messages as a file named by its content, kept for good, not in the page object', async () => {
    const somali = await request(ctx.app).get('/').expect(200);
    const url = messagesFileIn(somali.text);
    expect(url).toMatch(/^\/build\/messages\/so-public\.[\w-]{16}\.json$/);
    expect(pageObjectIn(somali.text).props.messages).toBeUndefined();
    expect(somali.text).not.toContain('Dhawaan la soo daray"]');
    const file = await request(ctx.app).get(url).set('Accept-Encoding', 'br').expect(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-encoding']).toBe('br');
    expect(Object.keys(file.body).length).toBeGreaterThan(300);
    expect(Object.keys(file.body).filter((id) => id.startsWith('backstage.'))).toEqual([]);
    await request(ctx.app).get(url).set('If-None-Match', String(file.headers.etag)).expect(304);

    // Every page of a language names the same file; the other language, another.
    expect(messagesFileIn((await request(ctx.app).get('/just-added').expect(200)).text)).toBe(url);
    const english = messagesFileIn((await request(ctx.app).get('/').set('Accept-Language', 'en').expect(200)).text);
    expect(english).toMatch(/^\/build\/messages\/en-public\./);
    expect(((await request(ctx.app).get(english).expect(200)).body as Record<string, unknown>)['justAdded.title']).toEqual(['Just added']);

    // The name of another build's file (a page kept across a deploy) is sent to this build's, not kept;
    // any other name is a 404, as any other missing built file.
    const older = await request(ctx.app).get(url.replace(/\.[\w-]{16}\./, '.AAAAAAAAAAAAAAAA.')).expect(302);
    expect(older.headers.location).toBe(url);
    expect(older.headers['cache-control']).toBe('no-store');
    await request(ctx.app).get('/build/messages/fr-public.AAAAAAAAAAAAAAAA.json').expect(404);
    await request(ctx.app).get('/build/messages/so-staff.AAAAAAAAAAAAAAAA.json').expect(404);
    await request(ctx.app).get('/build/messages/..%2F..%2Fpackage.json').expect(404);
  });

  for (const [locale, headers] of [['so', {}], ['en', { 'Accept-Language': 'en' }]] as const) {
    // The pages converted so far (the rest of the public site follows page by page).
    for (const url of ['/', '/no-such-page', '/just-added', '/smart', '/genres', '/genre?id=1', '/playlists', '/playlist/1']) {
      it(`shows no text of the other language on ${url} in ${locale} (text and spoken labels)`, async () => {
        const res = await request(ctx.app).get(url).set(headers);
        expect(res.status).toBe(url === '/no-such-page' ? 404 : 200);
        expectNoOtherLanguage(res.text, locale);
      });
    }
  }

  it('answers in English when the browser asks for it', async () => {
    const res = await request(ctx.app).get('/').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
    expect(htmlLang(res.text)).toBe('en');
    expect(pageObjectIn(res.text).props.locale).toBe('en');
    expect(res.text).toContain('>Just added<');
    expect(res.text).not.toContain('>Dhawaan la soo daray<');
  });

  it('lets the lang cookie (the menu switch) win over Accept-Language', async () => {
    const somali = await request(ctx.app).get('/').set('Accept-Language', 'en').set('Cookie', 'lang=so').expect(200);
    expect(htmlLang(somali.text)).toBe('so');
    const english = await request(ctx.app).get('/').set('Accept-Language', 'so').set('Cookie', 'lang=en').expect(200);
    expect(htmlLang(english.text)).toBe('en');
  });

  it('sets no cookie on a visitor’s GET, and says the answer varies on the language’s headers', async () => {
    for (const headers of [{}, { 'Accept-Language': 'en' }, { Cookie: 'lang=en' }]) {
      const res = await request(ctx.app).get('/search').set(headers).expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toMatch(/^public/);
      const vary = String(res.headers.vary);
      expect(vary).toMatch(/\bCookie\b/);
      expect(vary).toMatch(/\bAccept-Language\b/);
    }
  });

  it('sends the messages with a full page load only: an Inertia visit carries the locale alone', async () => {
    const { version } = pageObjectIn((await request(ctx.app).get('/search')).text);
    const res = await request(ctx.app).get('/search').set('X-Inertia', 'true').set('X-Inertia-Version', version).set('Cookie', 'lang=en').expect(200);
    expect(res.body.props.locale).toBe('en');
    expect(res.body.props.messages).toBeUndefined();
  });

  it('never gives a page kept for one language to a listener of the other', async () => {
    const url = '/just-added';
    const english = await request(ctx.app).get(url).set('Accept-Language', 'en').expect(200);
    expect(htmlLang(english.text)).toBe('en');
    expect((await request(ctx.app).get(url).set('Accept-Language', 'en')).headers[CACHE_HEADER.toLowerCase()]).toBe('hit');

    // Same Accept-Language, but the switch chose Somali: the Somali page (kept once for every
    // listener of Somali, however they chose it), never the English copy.
    const chosen = await request(ctx.app).get(url).set('Accept-Language', 'en').set('Cookie', 'lang=so').expect(200);
    expect(htmlLang(chosen.text)).toBe('so');
    const again = await request(ctx.app).get(url).set('Accept-Language', 'en').set('Cookie', 'lang=so').expect(200);
    expect(again.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(htmlLang(again.text)).toBe('so');

    const plain = await request(ctx.app).get(url).expect(200);
    expect(htmlLang(plain.text)).toBe('so');
  });
});
