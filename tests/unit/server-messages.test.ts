import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessages, hasServerMessage, sayServerMessage, sayWith } from '@common/i18n/server-message';

/**
 * Every message the server writes for a person (a field error, a JSON `message`, a stored job or feed
 * text) has its Somali in common/i18n/catalogue/server-messages.so.ts. The scan reads server/**\/*.ts for
 * string literals ('…', "…", `…`) shaped like a sentence (a capital first, a space inside, `.`, `?` or `!` last) outside
 * comments and log lines; a template literal's `${…}` is a hole any catalogue template may fill.
 */

/** Developer-only texts: nobody reads them in a page or a panel, so they stay English (and say so here). */
const DEVELOPER_ONLY = new Set([
  // Start-up: two features registered the same job kind (a programming error, the process does not start).
  'Two handlers for the job kind "{}".',
  // scripts/ and tests copy the embedded database; a person never sees it.
  'The embedded database is stopped: start it before copying it.',
  // The build is missing an entry: the operator's console at start-up.
  'The client build has no entry {}; rebuild with `npm run build`.',
  // Storage key guards: our own code builds these keys, so these throw only on a programming error.
  'Media key "{}" must be relative.',
  'Media key "{}" has an unsafe segment.',
  'Media folder "{}" {}.',
  'Media extension "{}" is not a plain extension.',
  'Rendition "{}" is outside the cache.',
  'S3 answered "{}" without a body stream.',
]);

/**
 * The API reference's texts (each feature's `*.openapi.ts`, the builder in server/http/openapi, the
 * groups' descriptions in server/api-tags.ts) are read by developers at /api/docs, in English
 * (docs/features/api-contract.md): no person reads them in the site's language.
 */
const API_REFERENCE = /(\.openapi\.ts$|[\\/]http[\\/]openapi[\\/]|[\\/]api-tags\.ts$)/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? serverFiles(path) : path.endsWith('.ts') && !API_REFERENCE.test(path) ? [path] : [];
  });
}

/** A template literal's body with each `${…}` (braces inside counted) turned into `{}`. */
function withHoles(body: string): string {
  let text = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') {
      text += body[++i] ?? '';
    } else if (body[i] === '$' && body[i + 1] === '{') {
      let depth = 1;
      i += 2;
      for (; i < body.length && depth > 0; i++) {
        if (body[i] === '{') depth++;
        else if (body[i] === '}') depth--;
      }
      i--;
      text += '{}';
    } else text += body[i];
  }
  return text;
}

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
const SENTENCE = /^[A-Z][\s\S]*\s[\s\S]*[.?!]$/;
const LOG_LINE = /\b(log|logger|console)\.\w+\(/;
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*)/;

export function serverMessages(root = 'server'): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of serverFiles(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (COMMENT_LINE.test(line) || LOG_LINE.test(line)) return;
        for (const match of line.matchAll(LITERAL)) {
          const quoted = match[1] ?? match[2];
          const text = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : withHoles(match[3]!);
          if (SENTENCE.test(text) && !found.has(text)) found.set(text, `${file}:${index + 1}`);
        }
      });
  }
  return found;
}

/** Each hole given a value no entry holds, so only a template (never an exact entry) can say it. */
const sample = (text: string) => text.replaceAll('{}', '⟨7⟩');

describe('the server messages catalogue', () => {
  const messages = serverMessages();

  it('finds the server’s messages (known ones of each kind: zod, an error, a JSON answer, a stored text)', () => {
    expect(messages.size).toBeGreaterThan(250);
    for (const known of ['The {} must be text.', 'Job not found.', 'Job {} will run again.', 'Attempt {} of {} failed ({}); trying again.', 'The feed has no episodes with audio.']) {
      expect([...messages.keys()]).toContain(known);
    }
  });

  it('has Somali for every message the server writes, or the message is developer-only', () => {
    const missing = [...messages].filter(([text]) => !DEVELOPER_ONLY.has(text) && !hasServerMessage(sample(text), 'so')).map(([text, where]) => `${where}  ${text}`);
    expect(missing).toEqual([]);
  });

  it('finds no message built by joining strings with + (the scan could not read it: write a template literal)', () => {
    const joined = serverFiles('server').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => !COMMENT_LINE.test(line) && !LOG_LINE.test(line) && /(['"`])[A-Z][^'"`]*\s[^'"`]*\1\s*\+/.test(line))
        .map(({ where }) => where),
    );
    expect(joined).toEqual([]);
  });

  it('lists no developer-only text the server no longer writes', () => {
    expect([...DEVELOPER_ONLY].filter((text) => !messages.has(text))).toEqual([]);
  });
});

describe('sayServerMessage', () => {
  it('says an exact message in Somali', () => {
    expect(sayServerMessage('Job not found.', 'so')).toBe('Shaqada lama helin.');
  });

  it('fills a template’s holes with the values it captured', () => {
    expect(sayServerMessage('Job 42 will run again.', 'so')).toBe('Shaqada 42 mar kale ayay socon doontaa.');
    expect(sayServerMessage('The home page features 1 song.', 'so')).toBe('Bogga hore waxaa lagu soo bandhigayaa 1 hees.');
  });

  it('says a captured value that is itself a message (nested), and a field’s name', () => {
    expect(sayServerMessage('Attempt 1 of 3 failed (The file is empty.); trying again.', 'so')).toBe(
      'Isku dayga 1 ee 3 wuu fashilmay (Faylku waa madhan yahay.); mar kale ayaa la isku dayi doonaa.',
    );
    expect(sayServerMessage('The title must be text.', 'so')).toBe('Cinwaanku waa inuu qoraal ahaadaa.');
    expect(sayServerMessage('The venue must be text.', 'so')).toBe('goobta: waa inuu qoraal ahaadaa.');
    expect(sayServerMessage('The Arabic name may not be longer than 200 characters.', 'so')).toBe('magaca af Carabiga: kama badnaan karo 200 xaraf.');
  });

  it('keeps a hole marked as-is (a form field’s key) as it was sent', () => {
    expect(sayServerMessage('This form has no field “name”.', 'so')).toBe('Foomkani ma laha goob la yiraahdo “name”.');
  });

  it('returns unknown text as it is, and never throws', () => {
    expect(sayServerMessage('Something nobody wrote down.', 'so')).toBe('Something nobody wrote down.');
    expect(sayServerMessage('', 'so')).toBe('');
  });

  it('leaves English as it is', () => {
    expect(sayServerMessage('Job not found.', 'en')).toBe('Job not found.');
    expect(sayServerMessage('Attempt 1 of 3 failed (The file is empty.); trying again.', 'en')).toBe('Attempt 1 of 3 failed (The file is empty.); trying again.');
  });

  it('bounds the recursion: a value that keeps matching is said a few levels deep, then left', () => {
    const messages = compileMessages({ 'A ({x}).': 'B ({x}).', z: 'Z' });
    expect(sayWith(messages, 'A (A (z).).')).toBe('B (B (Z).).');
    expect(sayWith(messages, 'A (A (A (A (A (z).).).).).')).toBe('B (B (B (B (A (z).).).).).');
  });
});
