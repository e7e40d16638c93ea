import type { Knex } from 'knex';
import { queryGeneric } from '../../db/generic-plan';
import { MAX_COMPLETIONS, MIN_PREFIX_LENGTH, typoBudget, type Dictionary, type DictionaryHits, type WordCounts } from './query-plan';
import { deletionVariants } from './typo-variants';

/** A bound on the candidates one word can bring back before the edit distance picks among them. */
const MAX_CANDIDATES = 100;

interface DictionaryRow {
  i: number;
  kind: 'known' | 'completion' | 'candidate' | 'songs' | 'version';
  term: string;
  names: number;
  songs: number;
}

/**
 * One round trip for every query word: is it indexed, which indexed words start with it (the last
 * word only), and which share a deletion variant with it (typo candidates), each with how many songs
 * hold it; and how many songs there are (the planner's estimate, kept by analyze), which turns those
 * counts into frequencies.
 *
 * The words, the word to complete and the typo variants travel as arrays, so the statement has one
 * shape whatever the query: its plan is made once per connection (generic-plan.ts), where a
 * statement written per word took a new shape, and a new plan, for each count of words and each
 * mix of long and short ones.
 */
const LOOKUP = `
  with candidates as materialized (
    select i, term from (
      select i, term, row_number() over (partition by i order by term) as n
        from (select distinct v.i, s.term from unnest(?::text[], ?::int[]) as v(variant, i)
                join search_term_variants s on s.variant = v.variant) found) numbered
      where n <= ${MAX_CANDIDATES})
  select array_position(?::text[], term) - 1 as i, 'known' as kind, term, in_song_names as names, in_songs as songs
    from search_terms where term = any(?::text[])
  union all
  -- A range rather than LIKE 'word%': a plan kept for every word cannot turn a LIKE pattern it does
  -- not know into an index range. Beyond the greatest character (U+10FFFF) in the dictionary's "C"
  -- order comes nothing that starts with the word.
  (select ?::int, 'completion', term, in_song_names, in_songs from search_terms
    where ?::text <> '' and term > ?::text and term < ?::text || chr(1114111)
    order by length(term), term limit ${MAX_COMPLETIONS})
  union all
  -- The array (an init plan) keeps the dictionary read on its primary key, not a scan of it.
  select c.i, 'candidate', t.term, t.in_song_names, t.in_songs
    from search_terms t join candidates c on c.term = t.term
    where t.term = any(array(select term from candidates))
  union all
  -- reltuples is -1 before the first analyze: no estimate then.
  (select -1, 'songs', '', 0, reltuples::int from pg_class where oid = to_regclass('songs') and reltuples > 0)
  union all
  -- Advanced by every reindex of songs (top-songs.ts).
  select -1, 'version', '', 0, songs_version::int from search_index_state`;

/** The dictionary's answer, and which version of the songs' search columns it was read from. */
export interface Lookup extends Dictionary {
  indexVersion: number;
}

export async function lookupWords(knex: Knex, words: readonly string[]): Promise<Lookup> {
  const hits = new Map<string, DictionaryHits>(words.map((word) => [word, { known: null, completions: [], candidates: [] }]));
  if (words.length === 0) return { hits, songs: null, indexVersion: 0 };
  const last = words.length - 1;
  // Only the last word is still being typed; completing every word would multiply the alternatives.
  const completing = [...words[last]!].length >= MIN_PREFIX_LENGTH ? words[last]! : '';
  const variants = words.map((word) => (typoBudget(word) > 0 ? deletionVariants(word, typoBudget(word)) : []));
  const owners = variants.flatMap((list, i) => list.map(() => i));
  const rows = await queryGeneric<DictionaryRow>(knex, LOOKUP, [
    variants.flat(),
    owners,
    [...words],
    [...words],
    last,
    completing,
    completing,
    completing,
  ], { alone: true });
  let songs: number | null = null;
  let indexVersion = 0;
  for (const row of rows) {
    if (row.kind === 'songs' || row.kind === 'version') {
      if (row.kind === 'songs') songs = row.songs;
      else indexVersion = row.songs;
      continue;
    }
    const entry = hits.get(words[row.i]!)!;
    const counts: WordCounts = { names: row.names, songs: row.songs };
    if (row.kind === 'known') entry.known = counts;
    else if (row.kind === 'completion') entry.completions.push({ term: row.term, counts });
    else entry.candidates.push({ term: row.term, counts });
  }
  return { hits, songs, indexVersion };
}
