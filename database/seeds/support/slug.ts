/** kebab-case ASCII: "Sa’iid Cumar" -> "saiid-cumar". Apostrophes vanish rather than split a name. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within one table, suffixing -2, -3... on a clash. */
export class SlugSet {
  private readonly used = new Set<string>();

  take(text: string): string {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
