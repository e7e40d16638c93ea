import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { signInAsAdmin } from './helpers/backstage';

/**
 * WCAG AA colour contrast (axe-core's color-contrast rule, in Chromium) on backstage's screens, and no
 * Content-Security-Policy or Permissions-Policy complaint in the browser on the main pages: the
 * narrowed style-src and img-src must not block anything the site draws.
 */
// axe-core comes with lighthouse (a dev dependency); run in the page through CDP, which the CSP does not govern.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ContrastViolation {
  target: string;
  ratio: string;
}

async function contrastViolations(page: Page): Promise<ContrastViolation[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { nodes: { target: string[]; any: { data?: { contrastRatio?: number; fgColor?: string; bgColor?: string } }[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const data = node.any[0]?.data;
        return { target: node.target.join(' '), ratio: `${data?.contrastRatio ?? '?'}:1 (${data?.fgColor ?? '?'} on ${data?.bgColor ?? '?'})` };
      }),
    );
  });
}

describe('contrast and the policies in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`backstage's dashboard, songs list and song edit screen reach 4.5:1 everywhere (${name})`, async () => {
      const songId = (await session.ctx.knex('songs').orderBy('id').first<{ id: number }>('id')).id;
      const { page, problems } = await signInAsAdmin(session, viewport);
      const found: Record<string, ContrastViolation[]> = {};
      for (const url of ['/backstage', '/backstage/songs', `/backstage/songs/${songId}/edit`]) {
        if (url !== '/backstage') {
          await page.goto(url);
          await page.locator('h1').first().waitFor();
        }
        const violations = await contrastViolations(page);
        if (violations.length) found[url] = violations;
      }
      await session.screenshot(page, `contrast-song-edit-${name}`);
      expect(found).toEqual({});
      expect(problems()).toEqual([]);
    });

    it(`the public pages load with nothing blocked or refused by the policies (${name})`, async () => {
      const songId = (await session.ctx.knex('songs').orderBy('id').first<{ id: number }>('id')).id;
      const { page, problems, appStarted } = await session.newPage(viewport);
      for (const url of ['/', `/song/${songId}`, '/just-added', '/search?query=hees']) {
        await page.goto(url);
        await appStarted();
        // An Inertia visit too: the progress bar's rules come from app.css, not an inline <style>.
        await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/playlists"]')?.click());
        await page.waitForURL(/\/playlists$/).catch(() => undefined);
      }
      expect(problems()).toEqual([]);
    });
  }
});
