import type { Row } from '../support/bulk-insert';
import type { ContentType } from './artists';
import type { DemoContext } from './context';

export type GenreKey = 'balwo' | 'qaraami' | 'heello' | 'dhaanto' | 'casri' | 'maanso';

const GENRES: { key: GenreKey; name: string; color: string; description: string }[] = [
  { key: 'balwo', name: 'Balwo', color: '#B45309', description: 'Heesihii gaagaabnaa ee jacaylka ahaa, ee ka horreeyay heellada.' },
  { key: 'qaraami', name: 'Qaraami', color: '#7C3AED', description: 'Heesaha jacaylka ee qadiimiga ah, oo kabanka lagu garaaci jiray.' },
  { key: 'heello', name: 'Heello', color: '#0E7490', description: 'Heesaha dhaadheer ee kooxaha fanka iyo masraxa qaranka.' },
  { key: 'dhaanto', name: 'Dhaanto', color: '#BE123C', description: 'Laxanka cayaaraha dhaqanka, oo sacab iyo durbaan ku socda.' },
  { key: 'casri', name: 'Heeso Casri ah', color: '#2563EB', description: 'Heesaha casriga ah ee qurbaha iyo dalka, pop iyo afro-beat.' },
  { key: 'maanso', name: 'Maanso', color: '#15803D', description: 'Gabayo, geeraar iyo buraambur la akhriyay ama lagu luuqeeyay.' },
];

export type GenreIds = Record<GenreKey, number>;

/** The six genres, ids 1..6; the synthetic catalogue uses them too. */
export function buildGenres(ctx: Pick<DemoContext, 'now'>): { rows: Row[]; ids: GenreIds } {
  const ids = {} as GenreIds;
  const rows = GENRES.map((genre, index) => {
    ids[genre.key] = index + 1;
    return {
      id: index + 1,
      name: genre.name,
      slug: genre.key,
      description: genre.description,
      color: genre.color,
      created_at: ctx.now,
      updated_at: ctx.now,
    };
  });
  return { rows, ids };
}

/** The genres a song plausibly belongs to, from what its artist does and when it came out. */
export function genresFor(contentType: ContentType, released: number): GenreKey[] {
  if (contentType === 'GBY' || contentType === 'QRA') return ['maanso'];
  if (contentType === 'MJY' || contentType === 'JIL') return ['dhaanto'];
  if (released < 1965) return ['balwo', 'qaraami'];
  if (released < 1990) return contentType === 'MSK' ? ['qaraami'] : ['heello', 'qaraami'];
  if (released < 2005) return ['heello', 'dhaanto'];
  return ['casri'];
}
