import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '../../server/config';

/** The OpenID Connect userinfo of Google: what /userinfo answers. */
export interface UserInfo {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
  picture?: string;
}

export interface OAuthProvider {
  url: string;
  /** The app's GOOGLE_* variables pointing at this server. */
  env: Partial<Env>;
  /** Who signs in next; a test changes it between sign-ins. */
  user: UserInfo;
  /** Whether the next /authorize grants access or answers like a refused consent screen. */
  consent: 'grant' | 'deny';
  /** Every token exchange, as the app sent it. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  user: UserInfo;
}

const CLIENT_ID = 'hees-test-client';
const CLIENT_SECRET = 'hees-test-secret';
const CALLBACK = 'http://hees.test/auth/google/callback';

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/**
 * A small OAuth 2.0 authorization server speaking Google's dialect, on a random local port: the
 * authorization code flow with PKCE (S256), single-use codes, client authentication, a registered
 * redirect URI, and the OpenID userinfo endpoint. The app's passport strategy runs against it for real.
 */
export async function startOAuthProvider(): Promise<OAuthProvider> {
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, UserInfo>();

  const provider: OAuthProvider = {
    url: '',
    env: {},
    user: { sub: '1001', name: 'Hodan Cabdi', email: 'hodan@example.so', email_verified: true, picture: 'https://lh3.googleusercontent.com/a/hodan' },
    consent: 'grant',
    tokenRequests: [],
    close: async () => undefined,
  };

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== CLIENT_ID || redirectUri !== CALLBACK) return json(res, 400, { error: 'invalid_request' });
    if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state') ?? '');
    if (provider.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = base64url(randomBytes(16));
      codes.set(code, { redirectUri, challenge: q.get('code_challenge')!, user: { ...provider.user } });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { Location: back.toString() }).end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    provider.tokenRequests.push(form);
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [form.get('client_id'), form.get('client_secret')];
    if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(res, 401, { error: 'invalid_client' });
    const grant = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge
    ) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const accessToken = base64url(randomBytes(24));
    accessTokens.set(accessToken, grant.user);
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
  }

  function userinfo(req: IncomingMessage, url: URL, res: ServerResponse) {
    const given = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? url.searchParams.get('access_token') ?? '';
    const user = accessTokens.get(given);
    if (!user) return json(res, 401, { error: 'invalid_token', error_description: 'Invalid Credentials' });
    json(res, 200, user);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.url || 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') return void token(req, res);
    if (req.method === 'GET' && url.pathname === '/userinfo') return userinfo(req, url, res);
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.env = {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_CALLBACK_URL: CALLBACK,
    GOOGLE_AUTHORIZATION_URL: `${provider.url}/authorize`,
    GOOGLE_TOKEN_URL: `${provider.url}/token`,
    GOOGLE_USERINFO_URL: `${provider.url}/userinfo`,
  };
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
