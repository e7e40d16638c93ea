import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingSlug } from '../helpers/markdown-links';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = path.join(root, 'docs');
const pages = [
  path.join(root, 'README.md'),
  ...readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(docs, name)),
];

/** A path git leaves out of a clone (`git check-ignore` exits 0 for those; without git, nothing is). */
const ignoredByGit = (absolute: string) => spawnSync('git', ['check-ignore', '-q', absolute], { cwd: root }).status === 0;

describe('the README and docs/', () => {
  it('has a README a newcomer reads in ten minutes: at most 150 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it('has pages under docs/, each listed in docs/README.md', () => {
    const index = readFileSync(path.join(docs, 'README.md'), 'utf8');
    const unlisted = pages
      .filter((page) => page.startsWith(docs) && page !== path.join(docs, 'README.md'))
      .map((page) => path.relative(docs, page))
      .filter((page) => !index.includes(`](${page})`));
    expect(unlisted).toEqual([]);
  });

  it.each(pages.map((page) => [path.relative(root, page), page]))('%s: every link resolves in a clone of the repository', (_name, page) => {
    expect(brokenLinks(root, page, ignoredByGit)).toEqual([]);
  });
});

describe('the link check', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'hees-docs-links-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('names a missing file, a link out of the repository and a missing heading, and follows the rest', () => {
    writeFileSync(path.join(scratch, 'other.md'), '# Other page\n\n## Rate limits: per user\n');
    const page = path.join(scratch, 'page.md');
    writeFileSync(
      page,
      [
        '# Page',
        '[fine](other.md) [fine too](other.md#rate-limits-per-user) [here](#page) [web](https://example.com)',
        '[gone](missing.md)',
        '[elsewhere](../beside-the-clone/notes.md)',
        '[no such heading](other.md#rate-limits)',
        '`[in code](missing.md)`',
        '```',
        '[in a fence](missing.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(scratch, page)).toEqual([
      'page.md:3 (missing.md): no such file',
      'page.md:4 (../beside-the-clone/notes.md): outside the repository',
      'page.md:5 (other.md#rate-limits): no heading #rate-limits',
    ]);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect(headingSlug('Search latency (`bench:search`)')).toBe('search-latency-benchsearch');
    expect(headingSlug("The dashboard's curation panels")).toBe('the-dashboards-curation-panels');
    expect(headingSlug('Languages: Somali first, English on request')).toBe('languages-somali-first-english-on-request');
  });
});
