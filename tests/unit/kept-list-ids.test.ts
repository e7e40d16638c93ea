import { describe, expect, it } from 'vitest';
import { tablesRead } from '../../server/db/kept-list-ids';

// The tables whose writes move a kept list's version are read from its SQL: one missed would keep a
// list that another table's write changes (a stale page), so every FROM and JOIN counts, raw SQL too.
describe('tablesRead', () => {
  it("names every table knex writes, in joins and subqueries", () => {
    const sql = 'select "songs"."id" as "id" from "songs" left join "artists" on "artists"."id" = "songs"."artist_id" where not exists (select * from "verses" where verses.song_id = songs.id) order by "artists"."name" asc';
    expect(tablesRead(sql).sort()).toEqual(['artists', 'songs', 'verses']);
  });

  it('names a table written in raw SQL without quotes, and a schema-qualified one by its schema (then not kept)', () => {
    expect(tablesRead('select id from artists where exists (select 1 from artist_follows f where f.artist_id = artists.id)').sort()).toEqual(['artist_follows', 'artists']);
    expect(tablesRead('select "id" from "public"."songs"')).toEqual(['public']);
  });

  it('names what follows FROM in other places too, which keeps nothing it should not', () => {
    expect(tablesRead("select extract(epoch from now()) from songs")).toEqual(['now', 'songs']);
  });
});
