/**
 * Values from the database that end up in an attribute the browser acts on: checked when presented,
 * so a bad row (an import, a typo) becomes null instead of a `javascript:` link or a `url(...)` style.
 */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const hexColor = (value: string | null | undefined): string | null => (value && HEX_COLOR.test(value) ? value : null);

export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
