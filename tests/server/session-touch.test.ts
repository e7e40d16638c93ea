import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';
import { TOUCH_EVERY_MS } from '../../server/http/session-store';

/**
 * A signed-in request writes its session's expiry at most once every TOUCH_EVERY_MS per process
 * (server/http/session-store.ts): not an UPDATE and a commit on every request.
 */
describe("a session's expiry, written now and then", () => {
  let ctx: TestContext;
  let listener: SignedIn;
  const sessionWrites: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    listener = await signInAs(ctx.app, 'listener');
    ctx.knex.on('query', ({ sql }: { sql: string }) => {
      if (/^update "sessions"/i.test(sql)) sessionWrites.push(sql);
    });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => ctx?.close());

  const expiry = async () => {
    // hees_session=s:<sid>.<signature>, URL-encoded.
    const sid = /^s:([^.]+)\./.exec(decodeURIComponent(listener.sessionCookie.slice(listener.sessionCookie.indexOf('=') + 1)))![1]!;
    return new Date((await ctx.knex('sessions').where('sid', sid).first<{ expired: Date }>('expired'))!.expired).getTime();
  };

  it('is not written again by requests soon after sign-in, and is written once the interval has passed', async () => {
    const before = await expiry();
    sessionWrites.length = 0;
    for (let i = 0; i < 3; i++) await listener.agent.get('/api/user').expect(200);
    expect(sessionWrites).toEqual([]);
    expect(await expiry()).toBe(before);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOUCH_EVERY_MS + 60_000 });
    await listener.agent.get('/api/user').expect(200);
    await listener.agent.get('/api/user').expect(200);
    expect(sessionWrites).toHaveLength(1);
    expect(await expiry()).toBeGreaterThan(before + TOUCH_EVERY_MS);
  });
});
