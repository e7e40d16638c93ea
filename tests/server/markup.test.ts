import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { parseHTML } from 'linkedom';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';

/**
 * The server-rendered HTML of the main public pages and backstage's busiest screens, through
 * html-validate's recommended rules (the committed .htmlvalidate.json) and the checks the Nu HTML
 * checker made that html-validate has no rule for. The config turns off only what React's output
 * and our template conflict with, all of it valid HTML:
 * - attr-case: React writes the JSX names (autoComplete, maxLength, dateTime); attribute names are not case-sensitive.
 * - void-style: React closes void elements (`<img/>`).
 * - attribute-boolean-style, attribute-empty-style: React writes `disabled=""`, `hidden=""`.
 * - doctype-style: server/inertia/html.ts writes `<!doctype html>`, as valid as the upper case.
 * - no-inline-style: React writes style attributes for values it computes (the CSP allows style attributes for it).
 * - valid-id relaxed: React's useId makes ids such as `_R_p7_`, valid in HTML (any characters but spaces).
 * - aria-label-misuse allowAnyNamable: a list of chosen items named with aria-label (role list may be named).
 */
const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
const validator = new HtmlValidate(config);

let ctx: BackstageContext;
let songId: number;
let syncedSongId: number;
beforeAll(async () => {
  ctx = await backstageContext();
  songId = (await ctx.knex('songs').orderBy('id').first<{ id: number }>('id')).id;
  syncedSongId = (await ctx.knex('verses').join('songs', 'songs.id', 'verses.song_id').whereNull('songs.deleted_at').whereNotNull('songs.mp3').whereNotNull('verses.synced_lyrics').orderBy('songs.id').first<{ id: number }>('songs.id as id')).id;
});
afterAll(async () => ctx?.close());

async function problemsOf(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  const found = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`));
  const { document } = parseHTML(html);
  // The Nu checker's: HTML allows role="combobox" on a text input only (with aria-expanded); an empty
  // <option> needs a label.
  for (const input of document.querySelectorAll('input[role="combobox"]')) {
    if ((input.getAttribute('type') ?? 'text') !== 'text') found.push(`combobox on input type=${input.getAttribute('type')} (#${input.id})`);
  }
  for (const option of document.querySelectorAll('option')) {
    if (!option.textContent?.trim() && !option.getAttribute('label')) found.push(`empty option without label (${option.parentElement?.id ?? ''})`);
  }
  return found;
}

describe('markup the outside checkers accept', () => {
  it.each([
    ['the home page', '/'],
    ['a song page', 'SONG'],
    ['a list page', '/just-added'],
    ['the playlists', '/playlists'],
    ['a search', '/search?query=hees'],
    ['a karaoke page', 'KARAOKE'],
  ])('%s: no errors', async (name, path) => {
    const url = path === 'SONG' ? `/song/${songId}` : path === 'KARAOKE' ? `/song/${syncedSongId}/karaoke` : path;
    const html = (await request(ctx.app).get(url).expect(200)).text;
    expect(await problemsOf(html, name)).toEqual([]);
  });

  it.each([
    ['backstage', '/backstage'],
    ['the backstage songs', '/backstage/songs'],
    ['the song edit screen', 'EDIT'],
  ])('%s: no errors', async (name, path) => {
    const url = path === 'EDIT' ? `/backstage/songs/${songId}/edit` : path;
    const html = (await ctx.admin.agent.get(url).expect(200)).text;
    expect(await problemsOf(html, name)).toEqual([]);
  });
});
