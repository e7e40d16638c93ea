import type { Knex } from 'knex';
import { Random } from '../../database/seeds/support/random';
import { foldedName } from '../../server/lib/search-folding';

/**
 * The fixed query mix of the search benchmark: 40 queries of each kind, drawn with a seeded
 * generator from the synthetic catalogue, so every run on the same catalogue sends the same 200.
 */
export type QueryKind = 'exact' | 'prefix' | 'variant' | 'typo' | 'lyrics';

export interface BenchQuery {
  kind: QueryKind;
  query: string;
}

/** How the same names are spelled in Somali and in English (both ways), as listeners type them. */
const RESPELLINGS: [string, string][] = [
  ['Maxamed', 'Mohamed'], ['Mohammed', 'Muhammad'], ['Cali', 'Ali'], ['Xasan', 'Hassan'], ['Cabdi', 'Abdi'],
  ['Axmed', 'Ahmed'], ['Xuseen', 'Hussein'], ['Cumar', 'Omar'], ['Yuusuf', 'Yusuf'], ['Ismaaciil', 'Ismail'],
  ['Ibraahim', 'Ibrahim'], ['Siciid', 'Said'], ['Muuse', 'Musa'], ['Faarax', 'Farah'], ['Jaamac', 'Jama'],
  ['Cismaan', 'Osman'], ['Aadan', 'Adan'], ['Faadumo', 'Fadumo'], ['Khadiija', 'Khadija'], ['Xaliimo', 'Halima'],
  ['Caasha', 'Asha'], ['Maryan', 'Maryam'], ['Cabdullaahi', 'Abdullahi'],
];
const RESPELL = new Map(RESPELLINGS.flatMap(([a, b]) => [[a, b], [b, a]]));

/** Another spelling of a name: a known variant of each word, or Somali letters written the English way. */
export function respell(name: string): string {
  return name
    .split(' ')
    .map((word) => RESPELL.get(word) ?? word.replace(/aa|ee|ii|oo|uu/g, (v) => v[0]!).replace(/x/g, 'h').replace(/^C/, ''))
    .join(' ');
}

/** One typo in the longest word: two letters swapped, or one letter replaced. */
export function misspell(random: Random, text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const word = words[longest]!;
  if (word.length < 5) return text;
  const at = random.int(1, word.length - 3);
  const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const replaced = word.slice(0, at) + random.pick(['a', 'e', 'i', 'o', 'u', 'r', 'n'].filter((c) => c !== word[at])) + word.slice(at + 1);
  words[longest] = random.chance(0.5) && swapped !== word ? swapped : replaced;
  return words.join(' ');
}

export function prefixOf(random: Random, name: string): string {
  const words = name.split(' ');
  if (words.length === 1 || random.chance(0.3)) return words[0]!.slice(0, Math.max(3, words[0]!.length - 2));
  return `${words[0]} ${words[1]!.slice(0, random.int(2, 4))}`;
}

/**
 * `seed` names the draw: the measured mix is 'bench:search'; another seed draws another mix of the
 * same kinds (the warm-up), leaving out the queries of `exclude` (folded).
 */
export async function buildQueryMix(knex: Knex, perKind = 40, seed = 'bench:search', exclude: readonly BenchQuery[] = []): Promise<BenchQuery[]> {
  const random = new Random(seed);
  const [{ songs, artists }] = (await knex.raw(
    'select (select max(id) from songs)::int as songs, (select max(id) from artists)::int as artists',
  )).rows as [{ songs: number; artists: number }];
  const songName = async () => (await knex('songs').where('id', random.int(1, songs)).first('name')).name as string;
  const artistName = async () => (await knex('artists').where('id', random.int(1, artists)).first('name')).name as string;
  const lyricsLine = async () => {
    const verse = await knex('verses').where('song_id', random.int(1, songs)).first('non_synced_lyrics');
    return random.pick((verse.non_synced_lyrics as string).split('\n').filter((line) => line.trim() !== ''));
  };
  const makers: Record<QueryKind, () => Promise<string>> = {
    exact: async () => (random.chance(0.5) ? songName() : artistName()),
    prefix: async () => prefixOf(random, random.chance(0.5) ? await songName() : await artistName()),
    variant: async () => respell(await artistName()),
    typo: async () => misspell(random, random.chance(0.5) ? await songName() : await artistName()),
    lyrics: lyricsLine,
  };

  // Distinct after folding, so the first pass over the mix never hits the cache.
  const seen = new Set<string>(exclude.map(({ query }) => foldedName(query)));
  const mix: BenchQuery[] = [];
  for (const kind of Object.keys(makers) as QueryKind[]) {
    // The synthetic lyrics hold a few dozen distinct lines: a second mix gets those the first left.
    for (let made = 0, tries = 0; made < perKind && tries < perKind * 50; tries++) {
      const query = await makers[kind]();
      if (seen.has(foldedName(query))) continue;
      seen.add(foldedName(query));
      mix.push({ kind, query });
      made++;
    }
  }
  return mix;
}
