import { RefreshedValue } from './refreshed-value';

/** More keys than any site has public lists worth counting (a few lists, one per genre); past it the oldest goes. */
const MAX_KEYS = 1000;

/**
 * Figures many visitors' requests share and that may be a minute old: the totals of the public
 * paged lists ("Page 3 of 4,000", a genre's song count). Counting a list reads every row of it (a
 * fifth of a second for the newest songs at 100k with the old join; 13 ms for the bare index), on
 * every page of it, so each instance counts a list at most once every `maxAgeMs` in the
 * background and pages read only their own rows (refreshed-value.ts). `maxAgeMs` 0 counts on every
 * request (tests). Staff screens count exactly; only public lists use this.
 */
export class KeptFigures {
  private readonly figures = new Map<string, RefreshedValue<string, unknown>>();

  constructor(private readonly maxAgeMs: number) {}

  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.maxAgeMs <= 0) return read();
    let figure = this.figures.get(key);
    if (!figure) {
      if (this.figures.size >= MAX_KEYS) this.figures.delete(this.figures.keys().next().value!);
      figure = new RefreshedValue<string, unknown>(read, { maxAgeMs: this.maxAgeMs });
      this.figures.set(key, figure);
    }
    return figure.get(key) as Promise<T>;
  }
}
