import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { RELEVANCE_CASES, type RelevanceCase } from './search-relevance.cases';

interface Item {
  name?: string;
  title?: string;
  artist?: { name: string };
}

const label = (group: RelevanceCase['group'], item: Item | undefined) => {
  if (!item) return undefined;
  if (group === 'songs' || group === 'albums') return `${item.name} — ${item.artist!.name}`;
  return item.name ?? item.title;
};

/** The backstage selector answers for playlists, scholars and topics; the public search for the rest. */
async function firstResult(ctx: TestContext, { group, query }: RelevanceCase) {
  const selector = group === 'playlists' || group === 'scholars' || group === 'topics';
  const res = selector
    ? await request(ctx.app).get('/api/search').query({ q: query }).expect(200)
    : await request(ctx.app).get('/api/searchy').query({ query }).expect(200);
  return label(group, (res.body[group] as Item[])[0]);
}

describe('search relevance over the demo catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  it('has at least 60 cases covering every matching rule', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    const rules = new Set(RELEVANCE_CASES.map((c) => c.rule));
    for (const rule of ['case', 'accents', 'apostrophe', 'doubled', 'x~h', 'kh~k', 'dh~d', 'q~k', 'c~nothing', 'maxamed', 'typo', 'word order', 'prefix', 'exact > prefix', 'popularity', 'lyrics', 'arabic']) {
      expect(rules).toContain(rule);
    }
  });

  it.each(RELEVANCE_CASES.map((c) => [`${c.rule}: "${c.query}" -> ${c.group} "${c.first}"`, c] as const))('%s', async (_, relevanceCase) => {
    expect(await firstResult(ctx, relevanceCase)).toBe(relevanceCase.first);
  });
});
