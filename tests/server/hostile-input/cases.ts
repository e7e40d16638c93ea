import type { RouteEntry } from '../../helpers/routes';

/**
 * Hostile requests generated from the app's own route table, so a route added later is attacked
 * without anyone writing a case for it. Each case is one request a broken or malicious client could
 * send; the suite asserts the server's answer is a clear 4xx (or a success that changes nothing it
 * should not), never a 5xx or a crash.
 */
export interface HostileCase {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A raw body, sent as it is with the headers above. */
  body?: string | Buffer;
  /** Who sends it: nobody, a listener's bearer token, or a listener's browser session without the XSRF header. */
  as?: 'visitor' | 'listener-token' | 'listener-cookie-no-xsrf' | 'admin-token';
  /** Sent over a raw socket and dropped after this many body bytes. */
  abortAfter?: number;
}

/** Markup a page must never echo unescaped. */
export const MARKUP = '<script>alert(1)</script><img src=x onerror=alert(2)>';

const ID_VALUES = ['-1', '0', '99999999999999999999', 'abc', '1.5', '1e3', '%00', '1%00', '%20', '0x10', '[]', '..%2F..%2Fetc'];
const TEXT_VALUES = ['%00', '..', '%2e%2e%2f', 'a'.repeat(2_000), encodeURIComponent(MARKUP), '%ED%A0%80', '%E2%80%AE'];

const SEARCHES = [
  "' OR 1=1 --",
  "'; drop table songs; --",
  '%',
  '_',
  '\\',
  '(a+)+$',
  '.*',
  '[',
  '*',
  'x'.repeat(10_240),
  '\u0001\u0002\u001f',
  '\u202ehooyo\u202c',
  '\u200f\u200e',
  'maxa\u0000med',
  MARKUP,
  '🎵🎶',
  'هذا',
];
const LONE_SURROGATE_QUERY = '%ED%A0%80'; // the UTF-8 bytes of U+D800, which no decoder may yield
const PAGING = ['page=-1', 'page=0', 'page=abc', 'page=99999999999', 'page[]=1', 'page[a]=1', 'page=1&page=2', 'per_page=100000', 'limit=-5'];

/** Fields most write routes take, with valid values. */
const PLAUSIBLE = { id: 1, type: 'SONG', lyrics: 'Hooyo macaan, hooyo macaan, adaa i koriyay', submitter_name: 'Ali', account: 'listener', events: [] };

/** A route's path with each parameter replaced by `value`. */
const fill = (path: string, value: string) => path.replace(/:(\w+)/g, () => value);
const hasParams = (path: string) => /:\w+/.test(path);
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

function parameterCases(route: RouteEntry): HostileCase[] {
  if (!hasParams(route.path)) return [];
  const values = /:(id|songId)\b/.test(route.path) ? ID_VALUES : TEXT_VALUES;
  return values.map((value) => ({ name: `param ${value.slice(0, 20)}`, method: route.method, path: fill(route.path, value) }));
}

function queryCases(route: RouteEntry): HostileCase[] {
  if (isWrite(route.method)) return [];
  const base = fill(route.path, '1');
  const cases: HostileCase[] = PAGING.map((query) => ({ name: `paging ${query}`, method: 'GET', path: `${base}?${query}` }));
  const searchable = /search|genre|just-added|smart|^\/$|homepage/.test(route.path);
  const keys = searchable ? ['q', 'query', 'id'] : ['q'];
  for (const key of keys) {
    for (const text of SEARCHES) cases.push({ name: `${key}=${JSON.stringify(text.slice(0, 16))}`, method: 'GET', path: `${base}?${key}=${encodeURIComponent(text)}` });
    cases.push({ name: `${key} lone surrogate`, method: 'GET', path: `${base}?${key}=${LONE_SURROGATE_QUERY}` });
    cases.push({ name: `${key} as array`, method: 'GET', path: `${base}?${key}[]=a&${key}[]=b` });
    cases.push({ name: `${key} as object`, method: 'GET', path: `${base}?${key}[__proto__][x]=1` });
  }
  cases.push({ name: 'bad inertia version', method: 'GET', path: base, headers: { 'X-Inertia': 'true', 'X-Inertia-Version': '\u00ff'.repeat(3) + MARKUP } });
  cases.push({ name: 'inertia partial of unknown props', method: 'GET', path: base, headers: { 'X-Inertia': 'true', 'X-Inertia-Partial-Component': '../x', 'X-Inertia-Partial-Data': '__proto__,constructor' } });
  cases.push({ name: 'oversized cookie', method: 'GET', path: base, headers: { Cookie: `hees_session=${'a'.repeat(7_000)}; XSRF-TOKEN=${'b'.repeat(3_000)}` } });
  cases.push({ name: 'garbage authorization', method: 'GET', path: base, headers: { Authorization: `Bearer ${'%00'.repeat(50)}` } });
  return cases;
}

function deeplyNested(depth: number) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const boundary = 'hostileBoundary';
const multipart = (parts: string) => Buffer.from(`${parts}--${boundary}--\r\n`);
const filePart = (field: string, size: number) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(size)}\r\n`;

function bodyCases(route: RouteEntry): HostileCase[] {
  if (!isWrite(route.method)) return [];
  const json = { 'Content-Type': 'application/json' };
  const multipartType = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  const cases: HostileCase[] = [
    { name: 'text/plain body', headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
    { name: 'xml body', headers: { 'Content-Type': 'application/xml' }, body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { name: 'malformed json', headers: json, body: '{"a":' },
    { name: 'json array', headers: json, body: '[1,2,3]' },
    { name: 'json string', headers: json, body: '"x"' },
    { name: 'json number', headers: json, body: '42' },
    { name: 'json null', headers: json, body: 'null' },
    { name: 'json nested 5000', headers: json, body: deeplyNested(5_000) },
    { name: 'json proto key', headers: json, body: '{"__proto__":{"isAdmin":true},"id":1}' },
    { name: 'json constructor key', headers: json, body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { name: 'json NUL values', headers: json, body: '{"id":"1\\u0000","lyrics":"\\u0000","query":"\\u0000","events":["\\u0000"]}' },
    { name: 'json lone surrogate', headers: json, body: '{"id":"\\ud800","lyrics":"\\udfff\\ud800"}' },
    // Bodies a route would accept but for one character: they get past validation to the database.
    { name: 'json plausible with NUL', headers: json, body: JSON.stringify({ ...PLAUSIBLE, lyrics: `${PLAUSIBLE.lyrics}\u0000`, submitter_name: 'Ali\u0000' }) },
    { name: 'json plausible with lone surrogate', headers: json, body: `{"id":1,"type":"SONG","lyrics":"${PLAUSIBLE.lyrics} \\ud800","submitter_name":"Ali \\udc00"}` },
    { name: 'form plausible with NUL', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `lyrics=${encodeURIComponent(PLAUSIBLE.lyrics)}%00&submitter_name=Ali%00&id=1&type=SONG` },
    { name: 'json wrong types', headers: json, body: '{"id":{"$gt":0},"type":["SONG"],"events":"all","lyrics":123,"account":null}' },
    { name: 'json huge numbers', headers: json, body: '{"id":1e309,"page":-1e309,"events":[{"type":"play","id":99999999999999999999}]}' },
    { name: 'json oversized', headers: json, body: `{"lyrics":"${'a'.repeat(1_100_000)}"}` },
    { name: 'urlencoded NUL', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'id=1%00&lyrics=%00&_method=PUT' },
    { name: 'urlencoded deep', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `${'a'.padEnd(40, '[b]')}=1` },
    { name: 'urlencoded many', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: Array.from({ length: 3_000 }, (_, i) => `k${i}=v`).join('&') },
    { name: 'multipart no boundary', headers: { 'Content-Type': 'multipart/form-data' }, body: multipart(filePart('file', 10)) },
    { name: 'multipart wrong boundary', headers: { 'Content-Type': 'multipart/form-data; boundary=other' }, body: multipart(filePart('file', 10)) },
    { name: 'multipart truncated', headers: multipartType, body: multipart(filePart('file', 1_000)).subarray(0, 500) },
    { name: 'multipart too many files', headers: multipartType, body: multipart(Array.from({ length: 30 }, (_, i) => filePart(`f${i}`, 10)).join('')) },
    { name: 'multipart wrong field', headers: multipartType, body: multipart(filePart('../../etc/passwd', 10)) },
    { name: 'multipart method override', headers: multipartType, body: multipart(`--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nDELETE\r\n${filePart('file', 10)}`) },
    { name: 'multipart aborted mid-file', headers: multipartType, body: multipart(filePart('file', 200_000)), abortAfter: 50_000 },
  ].map((c) => ({ ...c, method: route.method, path: fill(route.path, '1') }));
  // The same malformed write from people who may not make it, and from a browser without the XSRF header.
  for (const as of ['listener-token', 'listener-cookie-no-xsrf'] as const) {
    cases.push({ name: `${as} malformed json`, method: route.method, path: fill(route.path, '1'), headers: json, body: '{"a":', as });
    cases.push({ name: `${as} empty body`, method: route.method, path: fill(route.path, '1'), headers: json, body: '{}', as });
  }
  return cases;
}

function backstageCases(route: RouteEntry): HostileCase[] {
  if (!/^\/(api\/)?backstage/.test(route.path)) return [];
  const path = fill(route.path, '1');
  return [
    { name: 'backstage as listener', method: route.method, path, as: 'listener-token' },
    { name: 'backstage as admin, hostile query', method: route.method, path: `${path}?q=${encodeURIComponent(SEARCHES[0]!)}&page=-1`, as: 'admin-token' },
    { name: 'backstage as admin, NUL query', method: route.method, path: `${path}?q=%00`, as: 'admin-token' },
  ];
}

/** Every hostile case for one route. */
export function casesFor(route: RouteEntry): HostileCase[] {
  const cases = [...parameterCases(route), ...queryCases(route), ...bodyCases(route), ...backstageCases(route)];
  return cases.map((c) => ({ ...c, name: `${route.method} ${route.path}: ${c.name}` }));
}

/** Requests no route table lists: stored media, the health check, unknown paths. */
export const EXTRA_CASES: HostileCase[] = [
  ...['/media/..%2f..%2fetc%2fpasswd', '/media/%2e%2e/%2e%2e/etc/passwd', '/media/.env', '/media/audio/..\\..\\x', '/media/%00', '/media/a%ff', '/media/' + 'a/'.repeat(500)].map(
    (path) => ({ name: `media traversal ${path.slice(0, 40)}`, method: 'GET', path }),
  ),
  ...['bytes=abc', 'bytes=5-1', 'bytes=-0', 'bytes=0-0,1-1,2-2', 'bytes=99999999999999999999-', 'items=0-1', 'bytes=' + '0-1,'.repeat(2000)].map((range) => ({
    name: `media range ${range.slice(0, 30)}`,
    method: 'GET',
    path: '/media/audio/song-1.mp3',
    headers: { Range: range },
  })),
  { name: 'media bad If-Range', method: 'GET', path: '/media/audio/song-1.mp3', headers: { Range: 'bytes=0-10', 'If-Range': 'W/"' + MARKUP } },
  // Image renditions (/img/:width/*key): the route table's own cases fill only the width, so the key is attacked here.
  ...[
    '/img/96/..%2f..%2f..%2fetc%2fpasswd.png',
    '/img/96/%2e%2e/%2e%2e/package.json',
    '/img/96/images/..%5c..%5cx.jpg',
    '/img/96/images/songs/.env.jpg',
    '/img/96/images/a.jpg%00.png',
    '/img/96/%ff.jpg',
    '/img/96/' + 'a/'.repeat(500) + 'a.jpg',
    '/img/96/demo/images/songs/hooyo.svg',
    '/img/99999999999999999999/images/a.jpg',
    `/img/96/${encodeURIComponent(MARKUP)}.jpg`,
  ].map((path) => ({ name: `image rendition ${path.slice(0, 40)}`, method: 'GET', path })),
  ...['image/avif;q=abc', 'image/webp;q=-1,' + 'image/avif,'.repeat(2000), MARKUP].map((accept) => ({
    name: `image rendition Accept ${accept.slice(0, 20)}`,
    method: 'GET',
    path: '/img/320/images/songs/0123456789abcdef0123456789abcdef.jpg',
    headers: { Accept: accept },
  })),
  { name: 'healthz with body', method: 'POST', path: '/healthz', headers: { 'Content-Type': 'application/json' }, body: '{"a":' },
  { name: 'readyz with body', method: 'POST', path: '/readyz', headers: { 'Content-Type': 'application/json' }, body: '{"a":' },
  { name: 'unknown path multipart', method: 'POST', path: '/no/such/thing', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: multipart(filePart('file', 200_000)), abortAfter: 10_000 },
  { name: 'unknown path markup', method: 'GET', path: `/no/${encodeURIComponent(MARKUP)}` },
  { name: 'method override on GET', method: 'GET', path: '/?_method=DELETE' },
  { name: 'TRACE', method: 'TRACE', path: '/' },
  { name: 'OPTIONS', method: 'OPTIONS', path: '/api/homepage' },
  { name: 'auth redirect offsite', method: 'GET', path: '/auth/google?redirect=https://evil.example/' },
  { name: 'auth redirect scheme', method: 'GET', path: '/auth/google?redirect=javascript:alert(1)' },
  { name: 'auth redirect protocol-relative', method: 'GET', path: '/auth/google?redirect=//evil.example' },
  { name: 'sitemap traversal', method: 'GET', path: '/sitemaps/..%2f..%2fpackage.json' },
  // The interface's messages files (server/i18n/messages-files.ts): only the names it made are answered.
  ...['..%2f..%2fpackage.json', '%00', 'so-public.json%00', 'a'.repeat(3_000), encodeURIComponent(MARKUP), '%ED%A0%80'].map((name) => ({
    name: `messages file ${name.slice(0, 20)}`,
    method: 'GET',
    path: `/build/messages/${name}`,
  })),
  { name: 'messages file encodings', method: 'GET', path: '/build/messages/x.json', headers: { 'Accept-Encoding': 'br;q=abc, ' + 'gzip;q=-1,'.repeat(2_000), 'If-None-Match': MARKUP, Range: 'bytes=5-1' } },
  // Share images: the route's `:kind/:file` parameters are filled with '1' above, which no card answers.
  ...[
    '/share/song/0.png',
    '/share/song/01.png',
    '/share/song/1.png%00',
    '/share/song/1.png.png',
    '/share/song/99999999999.png',
    '/share/..%2fsong/1.png',
    '/share/__proto__/1.png',
    '/share/lyrics/1.png',
    '/share/lyrics/1.png?lines=',
    '/share/lyrics/1.png?lines=0,1,2,3,4',
    '/share/lyrics/1.png?lines=99999',
    '/share/lyrics/1.png?lines[]=0',
    '/share/lyrics/1.png?lines=0%00',
    '/share/lyrics/1.png?lines=' + '0,'.repeat(3000),
    `/share/song/1.png?q=${encodeURIComponent(MARKUP)}`,
    // Page cards: a fixed list of list pages and the stored static pages; nothing from the URL is drawn.
    '/share/page/home.png%00',
    '/share/page/..%2f..%2fpackage.json',
    '/share/page/__proto__.png',
    '/share/page/constructor.png',
    '/share/page/HOME.png',
    `/share/page/${encodeURIComponent(MARKUP)}.png`,
    `/share/page/${'a-'.repeat(2000)}a.png`,
    '/share/page/-terms.png',
  ].map((path) => ({ name: `share image ${path.slice(7, 40)}`, method: 'GET', path })),
  // Follows (issue 35): the route table's own cases reach them as a visitor (401) but for the bodies;
  // a listener's token takes the ids, pages and bodies past the sign-in check.
  ...['PUT', 'DELETE', 'GET'].flatMap((method) =>
    ID_VALUES.map((value) => ({ name: `follow ${method} id ${value.slice(0, 20)}`, method, path: `/api/follow/artist/${value}`, as: 'listener-token' as const })),
  ),
  ...['', '?ids=%00', `?ids=${encodeURIComponent(MARKUP)}`, `?ids=${'9'.repeat(5000)}`, '?ids[a][b]=1', `?ids=${'1,'.repeat(5000)}1`].map((query) => ({ name: `follow states ${query.slice(0, 20)}`, method: 'GET', path: `/api/follow/artists${query}`, as: 'listener-token' as const })),
  ...PAGING.map((query) => ({ name: `following ${query}`, method: 'GET', path: `/api/following?${query}`, as: 'listener-token' as const })),
  { name: 'following/new with a query', method: 'GET', path: `/api/following/new?q=${encodeURIComponent(MARKUP)}&page=-1`, as: 'listener-token' },
  { name: 'follow with a NUL body', method: 'PUT', path: '/api/follow/artist/1', headers: { 'Content-Type': 'application/json' }, body: '{"artist_id":"1\\u0000"}', as: 'listener-token' },
  { name: 'follow with a huge body', method: 'PUT', path: '/api/follow/artist/1', headers: { 'Content-Type': 'application/json' }, body: `{"a":"${'a'.repeat(1_100_000)}"}`, as: 'listener-token' },
  { name: 'follow from a browser without XSRF', method: 'PUT', path: '/api/follow/artist/1', as: 'listener-cookie-no-xsrf' },
  // oEmbed's url and sizes (the route table's own cases send no query) and the embed pages' ids. Not
  // format=xml: its 501 is the oEmbed spec's answer, not a failure (tests/server/embeds.test.ts asks for it).
  ...[
    '/oembed',
    '/oembed?url=',
    '/oembed?url=%00',
    `/oembed?url=${encodeURIComponent(MARKUP)}`,
    `/oembed?url=${encodeURIComponent(`http://localhost:3000/song/1?x=${MARKUP}`)}`,
    '/oembed?url=http://localhost:3000/song/1%00',
    '/oembed?url=http://localhost:3000/song/99999999999',
    `/oembed?url=http://localhost:3000/song/1&format=${encodeURIComponent(MARKUP)}`,
    '/oembed?url=http://localhost:3000/song/1&maxwidth=-1&maxheight=1e400',
    '/oembed?url[]=http://localhost:3000/song/1',
    '/oembed?url[a]=1',
    '/oembed?url=http://[::1/song/1',
    '/oembed?url=' + 'a'.repeat(10_000),
    '/embed/song/1%00',
    '/embed/song/99999999999',
    '/embed/playlist/-1',
    `/embed/episode/${encodeURIComponent(MARKUP)}`,
    '/embed/song/1?lang=' + encodeURIComponent(MARKUP),
  ].map((path) => ({ name: `embeds ${path.slice(0, 48)}`, method: 'GET', path })),
  { name: 'embed with a session cookie and markup', method: 'GET', path: '/embed/song/1', headers: { Cookie: `hees_session=${encodeURIComponent(MARKUP)}; lang=en` } },
  // Line explanations (issue 35): the route table reaches them as a visitor (401) and staff's as a
  // listener (403); a listener's token takes the ids, lines and bodies past the sign-in check, an
  // admin's the decisions' bodies. None of these may write a row.
  ...ID_VALUES.flatMap((value) => [
    { name: `explain song id ${value.slice(0, 20)}`, method: 'POST', path: `/api/song/${value}/explanations`, headers: { 'Content-Type': 'application/json' }, body: '{"from_line":0,"to_line":0,"body":"A fine explanation of it"}', as: 'listener-token' as const },
    { name: `explanation vote id ${value.slice(0, 20)}`, method: 'PUT', path: `/api/explanations/${value}/vote`, as: 'listener-token' as const },
    { name: `explanation unvote id ${value.slice(0, 20)}`, method: 'DELETE', path: `/api/explanations/${value}/vote`, as: 'listener-token' as const },
    { name: `explanation report id ${value.slice(0, 20)}`, method: 'POST', path: `/api/explanations/${value}/report`, headers: { 'Content-Type': 'application/json' }, body: '{"reason":"spam"}', as: 'listener-token' as const },
    { name: `explanation approve id ${value.slice(0, 20)}`, method: 'POST', path: `/api/backstage/explanations/${value}/approve`, as: 'admin-token' as const },
    { name: `explainer trust id ${value.slice(0, 20)}`, method: 'PUT', path: `/api/backstage/explainers/${value}/trusted`, as: 'admin-token' as const },
  ]),
  ...[
    '{"from_line":-1,"to_line":0,"body":"A fine explanation of it"}',
    '{"from_line":99999999999,"to_line":99999999999,"body":"A fine explanation of it"}',
    '{"from_line":1e309,"to_line":0,"body":"A fine explanation of it"}',
    '{"from_line":"0","to_line":[0],"body":"A fine explanation of it"}',
    '{"from_line":3,"to_line":1,"body":"A fine explanation of it"}',
    '{"from_line":0,"to_line":50,"body":"A fine explanation of it"}',
    '{"from_line":0,"to_line":0,"body":"   "}',
    '{"from_line":0,"to_line":0,"body":{"$ne":""}}',
    '{"from_line":0,"to_line":0,"body":"A fine explanation\u0000 of it"}',
    '{"from_line":0,"to_line":0,"body":"A fine explanation \ud800 of it"}',
    `{"from_line":0,"to_line":0,"body":${JSON.stringify(MARKUP)}}`,
    `{"from_line":0,"to_line":0,"body":"${'a'.repeat(5_000)}"}`,
  ].map((body, index) => ({ name: `explain body ${index}`, method: 'POST', path: '/api/song/1/explanations', headers: { 'Content-Type': 'application/json' }, body, as: 'listener-token' as const })),
  { name: 'explain from a browser without XSRF', method: 'POST', path: '/api/song/1/explanations', headers: { 'Content-Type': 'application/json' }, body: '{"from_line":0,"to_line":0,"body":"A fine explanation of it"}', as: 'listener-cookie-no-xsrf' },
  ...PAGING.map((query) => ({ name: `my explanations ${query}`, method: 'GET', path: `/api/me/explanations?${query}`, as: 'listener-token' as const })),
  ...['{"reason":"boring"}', '{"reason":["spam"]}', `{"reason":"spam","note":"${'n'.repeat(5_000)}"}`, '{"reason":"spam","note":"\u0000"}'].map((body, index) => ({ name: `explanation report body ${index}`, method: 'POST', path: '/api/explanations/1/report', headers: { 'Content-Type': 'application/json' }, body, as: 'listener-token' as const })),
  ...['{"reason":""}', '{"reason":{"a":1}}', `{"reason":"${'r'.repeat(600)}"}`].map((body, index) => ({ name: `explanation reject body ${index}`, method: 'POST', path: '/api/backstage/explanations/1/reject', headers: { 'Content-Type': 'application/json' }, body, as: 'admin-token' as const })),
  ...['{"body":"short"}', '{"body":123}', `{"body":"${'b'.repeat(3_000)}"}`].map((body, index) => ({ name: `explanation approve body ${index}`, method: 'POST', path: '/api/backstage/explanations/1/approve', headers: { 'Content-Type': 'application/json' }, body, as: 'admin-token' as const })),
  ...['pending', 'flagged', MARKUP, '%00', 'x&page=-1'].map((status) => ({ name: `explanations tab ${status.slice(0, 10)}`, method: 'GET', path: `/backstage/lyrics/explanations?status=${encodeURIComponent(status)}`, as: 'admin-token' as const })),
];
