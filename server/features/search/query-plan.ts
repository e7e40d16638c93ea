import { editDistanceWithin } from '../../lib/edit-distance';
import { searchTokens } from '../../lib/search-folding';
import { MAX_TYPOS } from './typo-variants';

/**
 * Turns a visitor's words into full-text queries, strictest first. Each query word may match:
 * exactly (after folding, so spelling variants are exact), as the start of an indexed word (the
 * last word: the visitor is still typing it), or as a typo of an indexed word. Words are ANDed in
 * any order.
 */

/** Enough words for a lyrics line; a bound on the size of the queries sent to the database. */
export const MAX_QUERY_WORDS = 8;
/** Completions of a word, shortest first: the closest to what was typed. */
export const MAX_COMPLETIONS = 12;
export const MAX_CORRECTIONS = 6;
/** Completing one letter would mean most of the dictionary. */
export const MIN_PREFIX_LENGTH = 2;

export function queryWords(query: string): string[] {
  return [...new Set(searchTokens(query))].slice(0, MAX_QUERY_WORDS);
}

/** One typo in words of 4-6 letters, two from 7: in shorter words one letter already makes another word. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 7 ? MAX_TYPOS : length >= 4 ? 1 : 0;
}


/** How many songs hold a word: in the words of their names (search_vector), or anywhere (search_full_vector). */
export interface WordCounts {
  names: number;
  songs: number;
}

export interface Term {
  term: string;
  counts: WordCounts;
}

/** What the dictionary knows about one query word. */
export interface DictionaryHits {
  /** The word's own counts when it is indexed. */
  known: WordCounts | null;
  completions: Term[];
  /** Indexed words sharing a deletion variant with the word: typo candidates, the edit budget not yet applied. */
  candidates: Term[];
}

/** The dictionary's answer for the words of one query. */
export interface Dictionary {
  hits: Map<string, DictionaryHits>;
  /** How many songs there are, when the database knows. */
  songs: number | null;
}

/** How many songs a query can match at least and at most, from the counts of its words. */
export interface MatchBounds {
  lower: number;
  upper: number;
  /**
   * How many it would match if its words occurred independently of each other (null: the number of
   * songs is unknown). Words that belong together (a singer's names; a lyrics line) occur together
   * more often than that, so this is a floor more than an estimate, but it tells a rare combination
   * of common words (Omar Cismaan Farah) from a common one (wa ku an) without reading either.
   */
  independent: number | null;
}

export interface PlanLevel {
  tsquery: string;
  /** The same query as terms: for each query word, the indexed words it may be (top-songs.ts matches these). */
  words: string[][];
  bounds: Record<keyof WordCounts, MatchBounds>;
}

export interface SearchPlan {
  /** The whole query folded: equal to a search_name means the query IS the name. */
  name: string;
  /** Exact, prefix, fuzzy: a level equal to the one before it is left out. Empty: nothing can match. */
  levels: PlanLevel[];
  /** How many songs there are, when the database knows: how a tier is read depends on it. */
  songs: number | null;
}

type Level = 'exact' | 'prefix' | 'fuzzy';
type WordAlternatives = Record<Level, Term[]>;

function alternatives(word: string, hits: DictionaryHits): WordAlternatives | null {
  const budget = typoBudget(word);
  const completed = new Set(hits.completions.map((completion) => completion.term));
  // The closest first, and among equally close words the most common: the likelier intended word.
  const corrections = hits.candidates
    .filter(({ term }) => term !== word && !completed.has(term))
    .map((candidate) => ({ candidate, distance: editDistanceWithin(word, candidate.term, budget) }))
    .filter(({ distance }) => distance <= budget)
    .sort((a, b) => a.distance - b.distance || b.candidate.counts.songs - a.candidate.counts.songs || (a.candidate.term < b.candidate.term ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map(({ candidate }) => candidate);
  if (!hits.known && hits.completions.length === 0 && corrections.length === 0) return null;
  const exact = hits.known ? [{ term: word, counts: hits.known }] : [];
  const prefix = [...exact, ...hits.completions];
  return { exact, prefix, fuzzy: [...prefix, ...corrections] };
}

const quoteLexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A word matches the songs holding any of its alternatives: at least as many as hold its most common
 * alternative, at most their sum. Words are ANDed: at most as many as the rarest word allows; how
 * often words occur together is unknown, so a lower bound comes only from a term every word may be
 * (one word; or "Omar Om", where "om" completes to "omar": every song with "omar" matches).
 */
function boundsOf(words: Term[][], key: keyof WordCounts, songs: number | null): MatchBounds {
  const perWord = words.map((terms) => ({
    lower: Math.max(...terms.map((term) => term.counts[key])),
    upper: terms.reduce((sum, term) => sum + term.counts[key], 0),
  }));
  const shared = words[0]!.filter(({ term }) => words.every((terms) => terms.some((other) => other.term === term)));
  const lower = perWord.length === 1 ? perWord[0]!.lower : Math.max(0, ...shared.map((term) => term.counts[key]));
  const independent = songs ? perWord.reduce((expected, word) => expected * Math.min(1, word.upper / songs), songs) : null;
  return {
    lower,
    upper: Math.min(...perWord.map((word) => word.upper)),
    independent: independent === null ? null : Math.max(independent, lower),
  };
}

function levelOf(words: WordAlternatives[], level: Level, songs: number | null): PlanLevel | null {
  const terms = words.map((word) => word[level]);
  if (terms.some((alternativesOfWord) => alternativesOfWord.length === 0)) return null;
  return {
    tsquery: terms.map((alternativesOfWord) => `(${alternativesOfWord.map(({ term }) => quoteLexeme(term)).join(' | ')})`).join(' & '),
    words: terms.map((alternativesOfWord) => alternativesOfWord.map(({ term }) => term)),
    bounds: { names: boundsOf(terms, 'names', songs), songs: boundsOf(terms, 'songs', songs) },
  };
}

/**
 * Words the dictionary has never seen, even as a typo, are dropped rather than failing the whole
 * query: "maxamed dheere xyz" still finds Maxamed Dheere.
 */
export function planSearch(query: string, { hits, songs }: Dictionary): SearchPlan {
  const name = searchTokens(query).join(' ');
  const unknown: DictionaryHits = { known: null, completions: [], candidates: [] };
  const words = queryWords(query)
    .map((word) => alternatives(word, hits.get(word) ?? unknown))
    .filter((word): word is WordAlternatives => word !== null);
  const levels: PlanLevel[] = [];
  if (words.length > 0) {
    for (const level of ['exact', 'prefix', 'fuzzy'] as const) {
      const built = levelOf(words, level, songs);
      if (built && !levels.some((existing) => existing.tsquery === built.tsquery)) levels.push(built);
    }
  }
  return { name, levels, songs };
}
