import { createTestContext, type TestContext, type TestContextOptions } from './test-app';
import { clientAssets } from './inertia';
import { signInAs, type SignedIn } from './sign-in';

/** A test app with the two people most backstage tests need: staff, and a listener staff's screens must refuse. */
export interface BackstageContext extends TestContext {
  admin: SignedIn;
  listener: SignedIn;
}

/**
 * The demo catalogue behind the app, the client assets pinned (so Inertia visits can name the
 * version), and the admin and the listener signed in through the development sign-in, each in a
 * browser of its own. `close()` ends it all. Options are createTestContext's, over those defaults.
 */
export async function backstageContext(options: TestContextOptions = {}): Promise<BackstageContext> {
  const ctx = await createTestContext({ demo: true, clientAssets, ...options });
  try {
    const admin = await signInAs(ctx.app, 'admin');
    const listener = await signInAs(ctx.app, 'listener');
    return { ...ctx, admin, listener };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}
