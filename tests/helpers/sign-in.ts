import request from 'supertest';
import type { App } from '../../server/app';
import { pageOf, setCookie, xsrfOf } from './http';

export interface SignedIn {
  /** Carries the session cookie and the XSRF cookie, like a browser. */
  agent: ReturnType<typeof request.agent>;
  /** The personal access token the page after sign-in handed over. */
  token: string;
  /**
   * The XSRF token to echo in X-XSRF-TOKEN on cookie-authenticated writes: the one bound to this
   * session, handed over with the sign-in (the visitor's token from before it no longer passes).
   */
  xsrf: string;
  userId: number;
  /** The session cookie as a `Cookie` header value, for a client other than the agent (a proxy in front). */
  sessionCookie: string;
}

/**
 * Signs in through the development sign-in as a person does: open /auth/dev, post the choice, then
 * open the next page, which carries the token. The XSRF cookie comes from /csrf-token first, so the
 * post is checked as a browser's that holds it (a visitor's page sets no cookie). The sign-in answer
 * replaces it with a token bound to the new session, which is the one returned.
 */
export async function signInAs(app: App, account: 'listener' | 'admin'): Promise<SignedIn> {
  const agent = request.agent(app);
  const visitorXsrf = setCookie(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN');
  await agent.get('/auth/dev').expect(200);
  if (!visitorXsrf) throw new Error('no XSRF-TOKEN cookie');
  const signedIn = await agent.post('/auth/dev').set('X-XSRF-TOKEN', visitorXsrf).send({ account }).expect(302);
  const session = setCookie(signedIn, 'hees_session');
  if (!session) throw new Error('no session cookie after sign-in');
  const page = pageOf(await agent.get('/favorites').expect(200));
  if (!page.props.tokens || !page.props.auth.user) throw new Error('the page after sign-in has no token');
  return { agent, token: page.props.tokens.token, xsrf: xsrfOf(agent), userId: page.props.auth.user.id, sessionCookie: `hees_session=${encodeURIComponent(session)}` };
}
