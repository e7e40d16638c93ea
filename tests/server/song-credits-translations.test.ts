import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { inertiaGet } from '../helpers/inertia';

let ctx: BackstageContext;
let artistId: number;
beforeAll(async () => {
  ctx = await backstageContext();
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
});
afterAll(async () => ctx?.close());

const api = (method: 'post' | 'put', url: string) => request(ctx.app)[method](url).set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json');
const LYRICS = 'Hooyo macaan\nAdaa i koriyay\n\nNaxariis badan';

describe('a song’s credits and its lyrics’ translations', () => {
  it('are saved from the song form, logged, and given by the song page, /api/song and the JSON-LD’s source', async () => {
    const created = await api('post', '/backstage/songs')
      .send({
        name: 'Hooyo Credits', artist: artistId,
        credits: { poet: ' Cabdullaahi Qarshe ', composer: 'Cali Feiruus', singers: 'Magool, Hibo Nuura , ', band: '' },
        verses: [{ language: 'somali', non_synced_lyrics: LYRICS, is_default: true, translation: { language: 'english', text: 'Dear mother\n\nYou raised me\nMuch mercy\n' } }],
      })
      .expect(201);
    const id = created.body.data.id as number;
    expect((await ctx.knex('songs').where('id', id).first()).credits).toEqual({ poet: 'Cabdullaahi Qarshe', composer: 'Cali Feiruus', singers: ['Magool', 'Hibo Nuura'], band: null });
    expect((await ctx.knex('verses').where('song_id', id).first()).translation).toEqual({ language: 'english', lines: ['Dear mother', 'You raised me', 'Much mercy'] });
    expect(created.body.data.credits).toMatchObject({ poet: 'Cabdullaahi Qarshe' });
    expect(created.body.data.verses[0].translation).toEqual({ language: 'english', lines: ['Dear mother', 'You raised me', 'Much mercy'] });

    const json = (await request(ctx.app).get(`/api/song/${id}`).expect(200)).body;
    const song = json.data ?? json;
    expect(song.credits).toEqual({ poet: 'Cabdullaahi Qarshe', composer: 'Cali Feiruus', singers: ['Magool', 'Hibo Nuura'], band: null });
    expect(song.verse[0].translation).toEqual({ language: 'english', lines: ['Dear mother', 'You raised me', 'Much mercy'] });
    expect((await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props.song.credits.poet).toBe('Cabdullaahi Qarshe');

    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: id }).first();
    expect(log.changes.credits).toEqual([null, 'poet: Cabdullaahi Qarshe; composer: Cali Feiruus; singers: Magool, Hibo Nuura']);
    expect(log.changes.lyrics[1]).toContain('[translation (english)]\nDear mother\nYou raised me\nMuch mercy');

    // A later edit of the translation alone is a change, logged with the lyrics before and after.
    const saved = await api('put', `/backstage/songs/${id}`)
      .send({ name: 'Hooyo Credits', artist: artistId, version: 1, credits: { poet: 'Cabdullaahi Qarshe' }, verses: [{ id: created.body.data.verses[0].id, language: 'somali', non_synced_lyrics: LYRICS, is_default: true, translation: { language: 'arabic', text: 'أمي العزيزة' } }] })
      .expect(200);
    expect(saved.body.data.verses[0].translation).toEqual({ language: 'arabic', lines: ['أمي العزيزة'] });
    const edit = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: id }).orderBy('id', 'desc').first();
    expect(edit.changes.credits).toEqual(['poet: Cabdullaahi Qarshe; composer: Cali Feiruus; singers: Magool, Hibo Nuura', 'poet: Cabdullaahi Qarshe']);
    expect(edit.changes.lyrics[1]).toContain('[translation (arabic)]');
    // Empty credits and an empty translation are none.
    const cleared = await api('put', `/backstage/songs/${id}`).send({ name: 'Hooyo Credits', artist: artistId, version: 2, credits: { poet: ' ', singers: [] }, verses: [{ id: created.body.data.verses[0].id, language: 'somali', non_synced_lyrics: LYRICS, is_default: true, translation: { language: 'english', text: '\n' } }] }).expect(200);
    expect(cleared.body.data.credits).toBeNull();
    expect(cleared.body.data.verses[0].translation).toBeNull();
  });

  it('refuses credits and translations that are too long, with each field’s message, and writes nothing', async () => {
    const before = await ctx.knex('songs').count('* as n').first();
    const cases: [Record<string, unknown>, string][] = [
      [{ credits: { poet: 'x'.repeat(201) } }, 'The poet may not be longer than 200 characters.'],
      [{ credits: { singers: Array.from({ length: 21 }, (_, index) => `Singer ${index}`) } }, 'At most 20 singers.'],
      [{ credits: { composer: 42 } }, 'The composer must be text.'],
      [{ verses: [{ non_synced_lyrics: LYRICS, translation: { language: 'french', text: 'Mère' } }] }, 'Choose Somali, English or Arabic.'],
      [{ verses: [{ non_synced_lyrics: LYRICS, translation: { text: 'x'.repeat(20_001) } }] }, 'A translation may not be longer than 20000 characters.'],
    ];
    for (const [fields, message] of cases) {
      const res = await api('post', '/backstage/songs').send({ name: 'Refused', artist: artistId, ...fields }).expect(422);
      expect(res.body.message).toBe(message);
    }
    expect(await ctx.knex('songs').count('* as n').first()).toEqual(before);
  });
});
