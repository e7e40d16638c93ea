import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { signInAsAdmin, wholePage } from './helpers/backstage';
import { startNewsSite, type NewsSite } from '../helpers/news-site-stand-in';

describe('local news in backstage, in a real browser', BROWSER_TESTS, () => {
  let site: NewsSite;
  let session: BrowserSession;
  beforeAll(async () => {
    site = await startNewsSite();
    session = await startBrowserSession({ demo: true, env: { OUTBOUND_ALLOW_HOSTS: site.host, STORY_IMPORT_TIMEOUT_MS: '3000' } });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('imports a story from a news site, shows why a bad address fails, publishes it, and visitors read it', async () => {
    const { knex } = session.ctx;
    // A retry's import would be refused as already made from this address: the story an earlier attempt imported goes.
    await knex('stories').where('source_article', `${site.url}/fanka/bandhigga-maryan`).delete();
    const { page, problems, allowFailedLoad } = await signInAsAdmin(session, VIEWPORTS.desktop);
    // The two refused imports answer 422 on purpose.
    allowFailedLoad('/api/backstage/get-story');
    await page.getByRole('link', { name: /Stories/ }).first().click();
    await page.getByRole('heading', { name: 'Import by URL' }).waitFor();

    const address = page.getByLabel('Article address');
    const message = page.locator('#story-import-message');
    await address.fill(`${site.url}/fanka`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await message.getByText('That page does not look like an article: no story text was found on it.').waitFor();
    await address.fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await message.getByText(/not on the public internet/).waitFor();

    await address.fill(`${site.url}/fanka/bandhigga-maryan`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await message.getByText('Story Imported.').waitFor({ timeout: 20_000 });
    const story = await knex('stories').where('source_article', `${site.url}/fanka/bandhigga-maryan`).first();
    expect(story.published_at).toBeNull();
    const row = page.getByRole('row').filter({ hasText: 'Bandhigga Maryan Mursal ee Muqdisho' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/text formatted[\s\S]*image imported[\s\S]*Unpublished/);
    await wholePage(session, page, 'backstage-stories-desktop');

    await row.getByRole('button', { name: 'Publish Bandhigga Maryan Mursal ee Muqdisho' }).click();
    await row.getByRole('button', { name: 'Unpublish Bandhigga Maryan Mursal ee Muqdisho' }).waitFor();
    expect((await knex('stories').where('id', story.id).first()).published_at).not.toBeNull();

    await row.getByRole('link', { name: 'Bandhigga Maryan Mursal ee Muqdisho' }).click();
    await page.getByRole('heading', { name: 'Bandhigga Maryan Mursal ee Muqdisho' }).waitFor();
    await expect.poll(() => page.getByTestId('story-block').count()).toBeGreaterThan(5);
    await wholePage(session, page, 'backstage-story-edit-desktop');

    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.page.goto('/stories');
    await visitor.appStarted();
    await visitor.page.getByRole('link', { name: /Bandhigga Maryan Mursal ee Muqdisho/ }).first().click();
    await visitor.page.getByRole('heading', { name: 'Bandhigga Maryan Mursal ee Muqdisho', level: 1 }).waitFor();
    await visitor.page.getByRole('heading', { name: 'Dakhliga bandhigga' }).waitFor();
    const images = await visitor.page.locator('main img').evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).currentSrc || (node as HTMLImageElement).src));
    // Our copies: the stored file or a resized rendition of it.
    expect(images.some((src) => /\/(media|img\/\d+)\/images\/stories\//.test(src))).toBe(true);
    expect(images.every((src) => !src.includes(site.host))).toBe(true);
    await session.screenshot(visitor.page, 'story-public-desktop', { fullPage: true });
    const phone = await session.newPage(VIEWPORTS.mobile);
    await phone.page.goto(`/story/${story.id}`);
    await phone.appStarted();
    await session.screenshot(phone.page, 'story-public-phone', { fullPage: true });
    const backstagePhone = await signInAsAdmin(session, VIEWPORTS.mobile);
    await backstagePhone.page.goto('/backstage/story');
    await backstagePhone.appStarted();
    await wholePage(session, backstagePhone.page, 'backstage-stories-phone');
    expect([...problems(), ...visitor.problems(), ...phone.problems(), ...backstagePhone.problems()]).toEqual([]);
  });
});
