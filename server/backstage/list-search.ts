import type { Knex } from 'knex';
import { searchTokens } from '../lib/search-folding';

/**
 * The search words of a backstage list whose table the public search does not index (stories, pages,
 * events; migration 20261128000001_list_search): the text the list searches, as SQL over the table
 * aliased `t`.
 */
export interface ListSearchSource {
  table: string;
  text: string;
}

/** Rows folded per round: a first search over a large table indexes it in a few rounds. */
const CHUNK = 1000;

/**
 * Folds the rows of `source.table` not indexed yet (new rows, and rows whose text changed: a trigger
 * marks them, whoever wrote them) into `list_search_vector`, before the list searches. The folding is
 * the public search's own (server/lib/search-folding.ts), so a query word and a stored word fold alike;
 * it is TypeScript, hence done here and not by the database.
 *
 * A row whose text changes while it is folded keeps no stale words: the update applies only where the
 * row is still unindexed and its text is still the one folded (else a later search folds it again).
 */
export async function indexListSearch(knex: Knex, source: ListSearchSource): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await knex.raw<{ rows: { id: number; text: string }[] }>(
      `select t.id, ${source.text} as text from ?? as t where t.list_search_vector is null and t.id > ? order by t.id limit ${CHUNK}`,
      [source.table, after],
    );
    if (rows.length === 0) return;
    const words = rows.map((row) => [...new Set(searchTokens(row.text))].join(' '));
    await knex.raw(
      `update ?? as t set list_search_vector = array_to_tsvector(string_to_array(v.words, ' '))
        from unnest(?::int[], ?::text[], ?::text[]) as v(id, text, words)
        where t.id = v.id and t.list_search_vector is null and ${source.text} = v.text`,
      [source.table, rows.map((row) => row.id), rows.map((row) => row.text), words],
    );
    after = rows[rows.length - 1]!.id;
  }
}
