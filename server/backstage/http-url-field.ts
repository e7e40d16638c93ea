import { z } from 'zod';
import { optionalText } from './form-fields';

/**
 * Whether text is a whole http or https URL. Every URL staff or the apps give us ends up as an href
 * or an <img src> on public pages, in the apps, or as a fetch by the server, and z.url() alone takes
 * any scheme (javascript:, data:, file:). The scheme is checked on the text itself as well as parsed:
 * URL parsing drops tabs and newlines (`java\tscript:`), so only a text that starts with http(s)://
 * and has no white space or control character in it is one.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /[\s\p{Cc}]/u.test(text) || !URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

const notHttp = (label: string) => `The ${label} must be a full http or https address.`;

/** An optional http(s) URL field: trimmed, stored as typed; '' or absent is null. 422 names the field otherwise. */
export const optionalHttpUrl = (label: string, max: number) => optionalText(label, max).refine((url) => url === null || isHttpUrl(url), notHttp(label));

/** The same where the address is the point of the request (a feed, an article to import): `required` when empty. */
export const requiredHttpUrl = (label: string, max: number, required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    // An empty one already has its message.
    .refine((url) => url === '' || isHttpUrl(url), notHttp(label));
