import { slugify } from '../../../server/lib/slug';

export { slugify };

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
