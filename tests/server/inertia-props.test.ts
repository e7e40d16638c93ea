import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { always, deepMerge, defer, merge, optional, prepend } from '../../server/inertia';

// Protocol items 8-12 (docs/inertia-protocol.md): shared, partial, optional, deferred and merge props.

/** How many times each lazy prop was evaluated, to prove unsent props are never computed. */
const calls: Record<string, number> = {};
const counted =
  <T>(name: string, value: T) =>
  () => {
    calls[name] = (calls[name] ?? 0) + 1;
    return value;
  };

function testRoutes() {
  const router = Router();
  // Shares like an authentication middleware would, before the handler runs.
  router.use('/inertia-test/shared', (_req, res, next) => {
    res.inertia.share({ notification: { unread: 2 }, badge: 'shared badge', sharedLazy: counted('sharedLazy', 'from share') });
    next();
  });
  router.get('/inertia-test/shared', async (_req, res) => {
    await res.inertia.render('test/shared', {
      title: 'Shared',
      badge: 'page badge',
      menu: 'page menu',
      lazy: counted('lazy', 'computed'),
      asyncLazy: async () => 'async computed',
    });
  });
  router.get('/inertia-test/partial', async (_req, res) => {
    await res.inertia.render('test/partial', {
      a: 'A',
      b: 'B',
      c: counted('c', 'C'),
      always: always(() => 'always here'),
    });
  });
  router.get('/inertia-test/optional', async (_req, res) => {
    await res.inertia.render('test/optional', { list: [1, 2], extra: optional(counted('extra', { big: true })) });
  });
  router.get('/inertia-test/deferred', async (_req, res) => {
    await res.inertia.render('test/deferred', {
      title: 'Deferred',
      stats: defer(counted('stats', { plays: 10 })),
      related: defer(counted('related', ['x']), 'sidebar'),
      comments: defer(counted('comments', ['c1']), 'sidebar'),
    });
  });
  router.get('/inertia-test/merge', async (_req, res) => {
    await res.inertia.render('test/merge', {
      songs: merge([{ id: 1 }], ['id']),
      feed: prepend(['new']),
      filters: deepMerge({ genre: { id: 3 } }, ['genre.id']),
      plain: 'no merge',
      more: defer(() => ['m1']).merge(),
    });
  });
  return router;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clientAssets: () => ({ version: 'v1', tags: '' }), extraRoutes: () => [testRoutes()] });
});
afterAll(async () => ctx?.close());

const visit = (url: string) => request(ctx.app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
const partial = (url: string, component: string) => visit(url).set('X-Inertia-Partial-Component', component);

describe('item 8: shared props merge under page props, page props win, and function props are evaluated only when sent', () => {
  it('merges the app and middleware shared props with the page props, the page winning on conflicts', async () => {
    const res = await visit('/inertia-test/shared').expect(200);
    expect(res.body.props).toMatchObject({
      auth: { user: null },
      app: { name: 'Hees' },
      notification: { unread: 2 },
      title: 'Shared',
      badge: 'page badge',
      menu: 'page menu',
    });
    // Only the shared keys the page did not override are listed as shared.
    expect([...res.body.sharedProps].sort()).toEqual(['app', 'auth', 'locale', 'notification', 'sharedLazy']);
  });

  it('sends the value of a function prop (sync or async), not the function', async () => {
    const res = await visit('/inertia-test/shared').expect(200);
    expect(res.body.props.lazy).toBe('computed');
    expect(res.body.props.asyncLazy).toBe('async computed');
    expect(res.body.props.sharedLazy).toBe('from share');
  });

  it('does not evaluate a function prop (page or shared) that a partial reload leaves out', async () => {
    const before = { lazy: calls.lazy ?? 0, sharedLazy: calls.sharedLazy ?? 0 };
    const res = await partial('/inertia-test/shared', 'test/shared').set('X-Inertia-Partial-Data', 'title').expect(200);
    expect(res.body.props).toEqual({ title: 'Shared', errors: {} });
    expect(calls.lazy ?? 0).toBe(before.lazy);
    expect(calls.sharedLazy ?? 0).toBe(before.sharedLazy);

    await visit('/inertia-test/shared').expect(200);
    expect(calls.lazy).toBe(before.lazy + 1);
    expect(calls.sharedLazy).toBe(before.sharedLazy + 1);
  });
});

describe('item 9: partial reloads apply only to the same component; Partial-Data keeps, Partial-Except removes, errors stays', () => {
  it('keeps only the keys named in X-Inertia-Partial-Data (plus errors and always props)', async () => {
    const res = await partial('/inertia-test/partial', 'test/partial').set('X-Inertia-Partial-Data', 'a,b').expect(200);
    expect(res.body.props).toEqual({ a: 'A', b: 'B', always: 'always here', errors: {} });
    expect(res.body.component).toBe('test/partial');
  });

  it('removes the keys named in X-Inertia-Partial-Except', async () => {
    const before = calls.c ?? 0;
    const res = await partial('/inertia-test/partial', 'test/partial').set('X-Inertia-Partial-Except', 'a, c,auth,menu,app,locale').expect(200);
    expect(res.body.props).toEqual({ b: 'B', always: 'always here', errors: {} });
    expect(calls.c ?? 0).toBe(before);
  });

  it('keeps errors even when the partial reload names only other keys or excludes errors', async () => {
    const only = await partial('/inertia-test/partial', 'test/partial').set('X-Inertia-Partial-Data', 'b').expect(200);
    expect(only.body.props.errors).toEqual({});
    const except = await partial('/inertia-test/partial', 'test/partial').set('X-Inertia-Partial-Except', 'errors').expect(200);
    expect(except.body.props.errors).toEqual({});
  });

  it('applies Except after Data', async () => {
    const res = await partial('/inertia-test/partial', 'test/partial')
      .set('X-Inertia-Partial-Data', 'a,b')
      .set('X-Inertia-Partial-Except', 'b')
      .expect(200);
    expect(res.body.props).toEqual({ a: 'A', always: 'always here', errors: {} });
  });

  it('answers a full response when the partial component is another one', async () => {
    const res = await partial('/inertia-test/partial', 'test/other').set('X-Inertia-Partial-Data', 'a').expect(200);
    expect(res.body.props).toMatchObject({ a: 'A', b: 'B', c: 'C', always: 'always here', errors: {}, auth: { user: null } });
  });

  it('ignores partial headers without X-Inertia-Partial-Component', async () => {
    const res = await visit('/inertia-test/partial').set('X-Inertia-Partial-Data', 'a').expect(200);
    expect(res.body.props).toMatchObject({ a: 'A', b: 'B', c: 'C' });
  });
});

describe('item 10: optional props are absent from a normal visit and present when named in a partial reload', () => {
  it('leaves an optional prop out of a normal visit without evaluating it', async () => {
    const before = calls.extra ?? 0;
    const res = await visit('/inertia-test/optional').expect(200);
    expect(res.body.props).not.toHaveProperty('extra');
    expect(res.body.props.list).toEqual([1, 2]);
    expect(res.body).not.toHaveProperty('deferredProps');
    expect(calls.extra ?? 0).toBe(before);
  });

  it('sends it when a partial reload names it', async () => {
    const res = await partial('/inertia-test/optional', 'test/optional').set('X-Inertia-Partial-Data', 'extra').expect(200);
    expect(res.body.props).toEqual({ extra: { big: true }, errors: {} });
  });

  it('leaves it out of a partial reload that names other keys', async () => {
    const res = await partial('/inertia-test/optional', 'test/optional').set('X-Inertia-Partial-Data', 'list').expect(200);
    expect(res.body.props).toEqual({ list: [1, 2], errors: {} });
  });
});

describe('item 11: deferred props are left out of a normal visit and listed under deferredProps by group', () => {
  it('omits the values, lists the keys by group, and evaluates nothing', async () => {
    const before = { stats: calls.stats ?? 0, related: calls.related ?? 0 };
    const res = await visit('/inertia-test/deferred').expect(200);
    expect(res.body.props).not.toHaveProperty('stats');
    expect(res.body.props).not.toHaveProperty('related');
    expect(res.body.props).not.toHaveProperty('comments');
    expect(res.body.props.title).toBe('Deferred');
    expect(res.body.deferredProps).toEqual({ default: ['stats'], sidebar: ['related', 'comments'] });
    expect(calls.stats ?? 0).toBe(before.stats);
    expect(calls.related ?? 0).toBe(before.related);
  });

  it('sends a group when the client asks for it by partial reload, without listing it again', async () => {
    const res = await partial('/inertia-test/deferred', 'test/deferred')
      .set('X-Inertia-Partial-Data', 'related,comments')
      .expect(200);
    expect(res.body.props).toEqual({ related: ['x'], comments: ['c1'], errors: {} });
    expect(res.body).not.toHaveProperty('deferredProps');

    const stats = await partial('/inertia-test/deferred', 'test/deferred').set('X-Inertia-Partial-Data', 'stats').expect(200);
    expect(stats.body.props).toEqual({ stats: { plays: 10 }, errors: {} });
  });
});

describe('item 12: merge props fill mergeProps/prependProps/deepMergeProps/matchPropsOn, except keys in X-Inertia-Reset', () => {
  it('lists each merge prop under its strategy and its match keys', async () => {
    const res = await visit('/inertia-test/merge').expect(200);
    expect(res.body.mergeProps).toEqual(['songs']);
    expect(res.body.prependProps).toEqual(['feed']);
    expect(res.body.deepMergeProps).toEqual(['filters']);
    expect([...res.body.matchPropsOn].sort()).toEqual(['filters.genre.id', 'songs.id']);
    expect(res.body.props).toMatchObject({ songs: [{ id: 1 }], feed: ['new'], filters: { genre: { id: 3 } }, plain: 'no merge' });
    expect(res.body.deferredProps).toEqual({ default: ['more'] });
  });

  it('lists a deferred merge prop when it is sent', async () => {
    const res = await partial('/inertia-test/merge', 'test/merge').set('X-Inertia-Partial-Data', 'more').expect(200);
    expect(res.body.props).toEqual({ more: ['m1'], errors: {} });
    expect(res.body.mergeProps).toEqual(['more']);
    expect(res.body).not.toHaveProperty('prependProps');
  });

  it('leaves keys named in X-Inertia-Reset out of the lists but still sends their values', async () => {
    const res = await partial('/inertia-test/merge', 'test/merge')
      .set('X-Inertia-Partial-Data', 'songs,feed,filters')
      .set('X-Inertia-Reset', 'songs,filters')
      .expect(200);
    expect(res.body).not.toHaveProperty('mergeProps');
    expect(res.body).not.toHaveProperty('deepMergeProps');
    expect(res.body).not.toHaveProperty('matchPropsOn');
    expect(res.body.prependProps).toEqual(['feed']);
    expect(res.body.props).toEqual({ songs: [{ id: 1 }], feed: ['new'], filters: { genre: { id: 3 } }, errors: {} });
  });

  it('has no merge lists on a page without merge props', async () => {
    const res = await visit('/inertia-test/partial').expect(200);
    for (const key of ['mergeProps', 'prependProps', 'deepMergeProps', 'matchPropsOn']) expect(res.body).not.toHaveProperty(key);
  });
});
