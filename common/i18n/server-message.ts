import type { Locale } from './locales';
import { serverMessagesSo } from './catalogue/server-messages.so';

/**
 * The server's own messages (field errors, JSON `message`s, stored job and feed texts) in the reader's
 * language, gettext-style: English is the source text everywhere on the server (the apps, the spec and
 * the tests read it) and is the key here. A catalogue entry is either a whole text or a template with
 * named holes (`Attempt {attempt} of {max} failed ({reason}); trying again.`); a hole's captured value
 * that is itself a known message is said too ("… failed (The file is empty.) …"), unless the hole is
 * written `{name!}` (a form field's key, a path: technical words a reader must see as sent). Unknown text comes
 * back as it is: a message nobody translated yet is still better shown in English than not at all.
 */

const MAX_DEPTH = 3;
const HOLE = /\{(\w+)(!?)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  said: string;
  /** Holes whose values are shown as captured, never said. */
  verbatim: Set<string>;
}

interface Compiled {
  exact: Map<string, string>;
  templates: Template[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal parts escaped, each hole a lazy group that may be empty ("song{s}"), anchored at both ends. */
function compileTemplate(source: string, said: string): Template {
  const names: string[] = [];
  const verbatim = new Set<string>();
  let pattern = '';
  let last = 0;
  for (const match of source.matchAll(HOLE)) {
    pattern += `${escapeRegExp(source.slice(last, match.index))}(.*?)`;
    names.push(match[1]!);
    if (match[2]) verbatim.add(match[1]!);
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(source.slice(last));
  return { pattern: new RegExp(`^${pattern}$`, 's'), names, said, verbatim };
}

export function compileMessages(catalogue: Record<string, string>): Compiled {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [source, said] of Object.entries(catalogue)) {
    if (/\{\w+!?\}/.test(source)) templates.push(compileTemplate(source, said));
    else exact.set(source, said);
  }
  // The most specific first: "The Arabic {label} must be text." before "The {label} must be text.".
  const literal = (template: Template) => template.pattern.source.replace(/\(\.\*\?\)/g, '').length;
  templates.sort((a, b) => literal(b) - literal(a));
  return { exact, templates };
}

// Compiled when first needed: pages that never show a server message never pay for the regexes.
const compiled: Partial<Record<Locale, Compiled>> = {};
const CATALOGUES: Partial<Record<Locale, Record<string, string>>> = { so: serverMessagesSo };

function compiledFor(locale: Locale): Compiled | undefined {
  const catalogue = CATALOGUES[locale];
  if (!catalogue) return undefined;
  return (compiled[locale] ??= compileMessages(catalogue));
}

function say(text: string, messages: Compiled, depth: number): string {
  const exact = messages.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of messages.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return template.said.replace(HOLE, (hole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return hole;
      return depth < MAX_DEPTH && !template.verbatim.has(name) ? say(value, messages, depth + 1) : value;
    });
  }
  return text;
}

/** `text` said by an already compiled catalogue (the tests' own small ones). */
export const sayWith = (messages: Compiled, text: string): string => say(text, messages, 0);

/** `text` (English, as the server wrote it) in `locale`; English, and any text without an entry, as it is. */
export function sayServerMessage(text: string, locale: Locale): string {
  if (typeof text !== 'string' || text === '') return text;
  const messages = compiledFor(locale);
  return messages ? say(text, messages, 0) : text;
}

/** Whether the catalogue of `locale` says `text` (exactly or by a template): the coverage test's question. */
export function hasServerMessage(text: string, locale: Locale): boolean {
  const messages = compiledFor(locale);
  if (!messages) return locale === 'en';
  return messages.exact.has(text) || messages.templates.some((template) => template.pattern.test(text));
}
