import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import type { SignedIn } from '../helpers/sign-in';
import { pageObjectIn, setCookie } from '../helpers/http';
import { expectNoOtherLanguage, LANGUAGES, visibleText } from '../helpers/language';

// Issue: search, likes, the static and apps pages and the sign-in pages speak one language, Somali by
// default and English on request, like the rest of the converted site; the texts the server writes for
// them (titles, descriptions, the sign-in's error) too. The apps' /api answers stay English.

let ctx: BackstageContext;
beforeAll(async () => {
  ctx = await backstageContext();
  // The listener has a like to list; the admin none, for the empty state.
  const songId = (await ctx.knex('songs').whereNull('deleted_at').orderBy('id').first('id')).id;
  await request(ctx.app).put(`/api/favorite/${songId}`).set('Authorization', `Bearer ${ctx.listener.token}`).expect(200);
  await ctx.knex('favorites').where('user_id', ctx.admin.userId).delete();
});
afterAll(async () => ctx?.close());

const visit = (url: string, headers: Record<string, string>) => request(ctx.app).get(url).set(headers);

describe('search, likes, static and apps pages, sign-in pages in one language', () => {
  for (const [locale, headers] of LANGUAGES) {
    // The terms page stands for every static page: the privacy policy's staff-written title carries its English name, content not interface.
    for (const url of ['/search', '/search?query=maxamed', '/search?query=zqxwvq', '/favorites', '/pages/terms', '/pages/apps', '/auth/dev']) {
      it(`shows no text of the other language on ${url} in ${locale} (text and spoken labels)`, async () => {
        const res = await visit(url, headers).expect(200);
        expectNoOtherLanguage(res.text, locale);
      });
    }

    it(`shows no text of the other language on a signed-in listener's likes, an empty likes page and the logout confirmation in ${locale}`, async () => {
      for (const [who, url] of [[ctx.listener, '/favorites'], [ctx.admin, '/favorites'], [ctx.listener, '/auth/logout']] as const) {
        const res = await who.agent.get(url).set(headers).expect(200);
        expectNoOtherLanguage(res.text, locale);
      }
    });
  }
});

describe('what a reader sees, in Somali and in English', () => {
  const seen = async (url: string, headers: Record<string, string> = {}, agent?: SignedIn) => {
    const res = await (agent ? agent.agent.get(url).set(headers) : visit(url, headers)).expect(200);
    return { text: visibleText(res.text), html: res.text, props: pageObjectIn(res.text).props };
  };

  it('the search page: its title and description, heading, box, result groups and the no-results line', async () => {
    const so = await seen('/search?query=maxamed');
    expect(so.props).toMatchObject({ title: 'Raadi', description: expect.stringMatching(/^Ka raadi Hees heesaha Soomaaliga/) });
    expect(so.text).toContain('Maxaad rabtaa inaad dhageysato?');
    expect(so.html).toContain('placeholder="Heeso, fanaaniin, erayo, podcasts"');
    expect(so.text).toContain(' Fanaaniinta ');
    expect(so.text).toContain(' Heesaha ');

    const en = await seen('/search?query=maxamed', { 'Accept-Language': 'en' });
    expect(en.props).toMatchObject({ title: 'Search', description: expect.stringMatching(/^Search Hees for Somali songs/) });
    expect(en.text).toContain('What would you like to hear?');
    expect(en.html).toContain('placeholder="Songs, artists, lyrics, podcasts"');
    expect(en.text).toContain(' Artists ');
    expect(en.text).toContain('Any spelling works: Maxamed or Mohamed');

    expect((await seen('/search?query=zqxwvq')).text).toContain('Wax natiijo ah looma helin “zqxwvq”.');
    expect((await seen('/search?query=zqxwvq', { 'Accept-Language': 'en' })).text).toContain('No results for “zqxwvq”.');
  });

  it('keeps the apps’ search answer in English (spec §7), whatever the language asked for', async () => {
    const res = await visit('/api/searchy?query=zqxwvq', {}).expect(200);
    expect(res.body.message).toBe('No results for "zqxwvq".');
  });

  it('the likes page: title, heading, the signed-out call to log in, the empty state and the song count', async () => {
    const so = await seen('/favorites');
    expect(so.props.title).toBe('Heesaha aan jeclaaday');
    expect(so.text).toContain('Gal si aad u aragto heesaha aad jeceshahay');
    expect(so.text).toMatch(/ Gal /);
    const en = await seen('/favorites', { 'Accept-Language': 'en' });
    expect(en.props.title).toBe('Likes');
    expect(en.text).toContain('Log in to see the songs you like');
    expect(en.text).toMatch(/ Login /);

    expect((await seen('/favorites', {}, ctx.admin)).text).toContain('Weli hees ma aadan jeclaan');
    expect((await seen('/favorites', { 'Accept-Language': 'en' }, ctx.admin)).text).toContain('No likes yet');
    const liked = await ctx.listener.agent.get('/api/favorite').set('Authorization', `Bearer ${ctx.listener.token}`).expect(200);
    const total = liked.body.total as number;
    expect((await seen('/favorites', {}, ctx.listener)).text).toContain(`Heesaha aan jeclaaday ${total} ${total === 1 ? 'hees' : 'heesood'}`);
    expect((await seen('/favorites', { 'Accept-Language': 'en' }, ctx.listener)).text).toContain(`Likes ${total} ${total === 1 ? 'song' : 'songs'}`);
  });

  it('a static page’s last update, with the month named in the page’s language', async () => {
    const row = await ctx.knex('pages').where('slug', 'terms').first();
    const updated = new Date(row.updated_at);
    const so = await seen('/pages/terms');
    expect(so.text).toMatch(new RegExp(`La cusboonaysiiyay ${updated.getUTCDate()} [A-Z][a-z]{2} ${updated.getUTCFullYear()}`));
    const en = await seen('/pages/terms', { 'Accept-Language': 'en' });
    expect(en.text).toMatch(new RegExp(`Last updated ${updated.getUTCDate()} [A-Z][a-z]{2} ${updated.getUTCFullYear()}`));
  });

  it('the apps page: title and description, heading, features, store badges and the spec’s date in English', async () => {
    const so = await seen('/pages/apps');
    expect(so.props).toMatchObject({ title: 'Soo degso app-ka', description: expect.stringMatching(/^Hees oo ku jirta iPhone iyo Android/) });
    expect(so.text).toContain('Hees, meel kasta oo aad joogto');
    expect(so.text).toContain('Ka soo degso App Store');
    expect(so.text).toContain('La cusboonaysiiyay 22 Abr 2024');
    expect(so.html).toContain('aria-label="Sawirrada app-ka"');

    const en = await seen('/pages/apps', { 'Accept-Language': 'en' });
    expect(en.props).toMatchObject({ title: 'Download App', description: 'Hees for iPhone and Android: Somali songs, lyrics and podcasts in your pocket.' });
    expect(en.text).toContain('Hees, wherever you are');
    expect(en.text).toContain('Download on the App Store');
    expect(en.text).toContain('Last updated 04/22/2024');
    expect(en.text).toContain('Thousands of Somali songs, from the 1950s to today');
  });

  it('the development sign-in and the logout confirmation: titles, headings, buttons', async () => {
    const so = await seen('/auth/dev');
    expect(so.props.title).toBe('Gal');
    expect(so.text).toContain('Ku gal koonto tijaabo ah');
    expect(so.text).toContain('Maamule');
    const en = await seen('/auth/dev', { 'Accept-Language': 'en' });
    expect(en.props.title).toBe('Sign in');
    expect(en.text).toContain('Sign in as a demo account');

    const soLogout = await seen('/auth/logout', {}, ctx.listener);
    expect(soLogout.props.title).toBe('Ka bax');
    expect(soLogout.text).toContain('Ma ka baxaysaa Hees?');
    expect(soLogout.text).toContain('Ha ka bixin');
    const enLogout = await seen('/auth/logout', { 'Accept-Language': 'en' }, ctx.listener);
    expect(enLogout.props.title).toBe('Log out');
    expect(enLogout.text).toContain('Log out of Hees?');
    expect(enLogout.text).toContain('Stay signed in');
  });

  it('says the development sign-in’s error in the language of the listener who made it', async () => {
    for (const [locale, headers] of LANGUAGES) {
      const agent = request.agent(ctx.app);
      const xsrf = setCookie(await agent.get('/csrf-token'), 'XSRF-TOKEN')!;
      await agent.post('/auth/dev').set(headers).set('X-XSRF-TOKEN', xsrf).send({ account: 'root' }).expect(302);
      const page = pageObjectIn((await agent.get('/auth/dev').set(headers).expect(200)).text);
      expect(page.props.errors).toEqual({
        account: locale === 'so' ? 'Dooro dhageystaha tijaabada ama maamulaha tijaabada.' : 'Choose the demo listener or the demo admin.',
      });
    }
  });
});
