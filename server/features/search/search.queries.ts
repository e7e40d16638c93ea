import type { Knex } from 'knex';
import { queryGeneric } from './generic-plan';
import { MAX_COMPLETIONS, MIN_PREFIX_LENGTH, typoBudget, type Dictionary, type DictionaryHits, type WordCounts } from './query-plan';
import { deletionVariants } from './typo-variants';

/** A bound on the candidates one word can bring back before the edit distance picks among them. */
const MAX_CANDIDATES = 100;

interface DictionaryRow {
  i: number;
  kind: 'known' | 'completion' | 'candidate' | 'songs';
  term: string;
  names: number;
  songs: number;
}

/**
 * One round trip for every query word: is it indexed, which indexed words start with it (the last
 * word only), and which share a deletion variant with it (typo candidates), each with how many songs
 * hold it; and how many songs there are (the planner's estimate, kept by analyze), which turns those
 * counts into frequencies.
 */
export async function lookupWords(knex: Knex, words: readonly string[]): Promise<Dictionary> {
  const columns = 'term, in_song_names as names, in_songs as songs';
  const parts: string[] = [];
  const bindings: (string | string[])[] = [];
  words.forEach((word, i) => {
    parts.push(`(select ${i} as i, 'known' as kind, ${columns} from search_terms where term = ?)`);
    bindings.push(word);
    // Only the last word is still being typed; completing every word would multiply the alternatives.
    if (i === words.length - 1 && [...word].length >= MIN_PREFIX_LENGTH) {
      // A range rather than LIKE 'word%': a plan kept for every word (generic-plan.ts) cannot turn a
      // LIKE pattern it does not know into an index range. Beyond the greatest character (U+10FFFF)
      // in the dictionary's "C" order comes nothing that starts with the word.
      parts.push(
        `(select ${i}, 'completion', ${columns} from search_terms where term > ? and term < ? || chr(1114111)
          order by length(term), term limit ${MAX_COMPLETIONS})`,
      );
      bindings.push(word, word);
    }
    const budget = typoBudget(word);
    if (budget > 0) {
      parts.push(
        // The array (an init plan) keeps the lookups on the primary key instead of a scan of the dictionary.
        `(select ${i}, 'candidate', ${columns} from search_terms where term = any(array(
          select distinct term from search_term_variants where variant = any(?::text[]) limit ${MAX_CANDIDATES})))`,
      );
      bindings.push(deletionVariants(word, budget));
    }
  });
  const hits = new Map<string, DictionaryHits>(words.map((word) => [word, { known: null, completions: [], candidates: [] }]));
  if (parts.length === 0) return { hits, songs: null };
  // reltuples is -1 before the first analyze: no estimate then.
  parts.push(`(select -1, 'songs', '', 0, reltuples::int from pg_class where oid = to_regclass('songs') and reltuples > 0)`);
  const rows = await queryGeneric<DictionaryRow>(knex, parts.join(' union all '), bindings);
  let songs: number | null = null;
  for (const row of rows) {
    if (row.kind === 'songs') {
      songs = row.songs;
      continue;
    }
    const entry = hits.get(words[row.i]!)!;
    const counts: WordCounts = { names: row.names, songs: row.songs };
    if (row.kind === 'known') entry.known = counts;
    else if (row.kind === 'completion') entry.completions.push({ term: row.term, counts });
    else entry.candidates.push({ term: row.term, counts });
  }
  return { hits, songs };
}
