import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';
import { ffmpeg, sine } from '../helpers/tone';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

let ctx: BackstageContext;
const dir = mkdtempSync(path.join(tmpdir(), 'hees-lectures-'));
const wav = path.join(dir, 'talk.wav');

beforeAll(async () => {
  // A loud two-second talk as WAV: the pipeline must turn it into normalised mp3s.
  ffmpeg(...sine(2, { frequency: 300, channels: 1 }), '-c:a', 'pcm_s16le', wav);
  ctx = await backstageContext();
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

const inertia = (url: string) => ctx.admin.agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const stored = (key: string) => existsSync(path.join(ctx.storageDir, 'media', key));
const uploadTalk = async () => (await api('post', '/api/backstage/audio-uploader').attach('audio', wav).expect(200)).body.audio_path as string;
async function runJobs() {
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers({ ...ctx.app.context }), untilIdle: true }).done;
}

describe('scholars in backstage', () => {
  it('creates, lists and edits a scholar with an Arabic name; history and search follow', async () => {
    const created = await api('post', '/backstage/scholars').send({ name: 'Sheekh Xasan Daahir', name_arabic: 'الشيخ حسن طاهر', bio: '<b>Macallin</b> tafsiir.\r\n\r\n\r\nHargeysa' }).expect(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Sheekh Xasan Daahir', name_arabic: 'الشيخ حسن طاهر', bio: 'Macallin tafsiir.\n\nHargeysa', version: 1, resources_count: 0 });
    const list = await inertia('/backstage/scholars?q=xasan').expect(200);
    expect(list.body.component).toBe('backstage/scholars/index');
    expect(list.body.props.scholars.data.map((s: { id: number }) => s.id)).toEqual([id]);
    const saved = await api('put', `/backstage/scholars/${id}`).send({ name: 'Sheekh Xasan Daahir Cali', name_arabic: 'الشيخ حسن طاهر', version: 1 }).expect(200);
    expect(saved.body.data).toMatchObject({ name: 'Sheekh Xasan Daahir Cali', bio: null, version: 2 });
    const log = await ctx.knex('activity_log').where({ entity_type: 'scholar', entity_id: id }).orderBy('id');
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(Object.keys(log[1].changes).sort()).toEqual(['bio', 'name']);
    const edit = await inertia(`/backstage/scholars/${id}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/scholars/edit');
    expect(edit.body.props.history).toHaveLength(2);
    const found = await request(ctx.app).get('/api/search?q=daahir').expect(200);
    expect(found.body.scholars.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('answers only the name error under the field for a form, and refuses made-up images, stale saves and trashing a teacher of lectures', async () => {
    const before = await ctx.knex('scholars').count('* as n');
    const res = await api('post', '/backstage/scholars').send({ name: ' ', image: 'images/scholars/never-uploaded.png' }).expect(422);
    expect(res.body.errors).toEqual({ name: ['The name is required.'] });
    const image = await api('post', '/backstage/scholars').send({ name: 'X', image: 'images/scholars/never-uploaded.png' }).expect(422);
    expect(image.body.errors).toEqual({ image: ['Upload the image with the image uploader.'] });
    expect(await ctx.knex('scholars').count('* as n')).toEqual(before);
    const teacher = await ctx.knex('resources').whereNotNull('scholar_id').first('scholar_id');
    const version = (await ctx.knex('scholars').where('id', teacher.scholar_id).first('version')).version;
    await api('put', `/backstage/scholars/${teacher.scholar_id}`).send({ name: 'Stale', version: version + 5 }).expect(409);
    const refused = await api('delete', `/backstage/scholars/${teacher.scholar_id}`).expect(422);
    expect(refused.body.errors.trash[0]).toMatch(/resources and \d+ topics/);
    expect((await ctx.knex('scholars').where('id', teacher.scholar_id).first()).deleted_at).toBeNull();
  });
});

describe('topics in backstage', () => {
  it('creates a topic with its translations, type and scholar, and defaults the type to other', async () => {
    const scholar = await ctx.knex('scholars').first('id', 'name');
    const res = await api('post', '/backstage/topics').send({ name: 'Zakada', name_translations: { arabic: 'الزكاة', english: 'Alms' }, topic_type: 'fiqh', scholar: scholar.id, description: 'Casharro zakada' }).expect(201);
    expect(res.body.data).toMatchObject({ name: 'Zakada', name_translations: { arabic: 'الزكاة', english: 'Alms' }, topic_type: 'fiqh', scholar: { id: scholar.id, name: scholar.name } });
    const plain = await api('post', '/backstage/topics').send({ name: 'Guud' }).expect(201);
    expect(plain.body.data).toMatchObject({ topic_type: 'other', scholar: null, name_translations: { arabic: null, english: null } });
    const create = await inertia('/backstage/topics/create').expect(200);
    expect(create.body.props.topicTypes).toEqual(['hadith', 'tafsiir', 'tajweed', 'fiqh', 'siirah', 'quran', 'lecture', 'other']);
  });

  it('refuses a type outside the eight, translations that are not an object, and an unknown scholar', async () => {
    const res = await api('post', '/backstage/topics').send({ name: 'X', topic_type: 'poetry', name_translations: 'Alms' }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name_translations', 'topic_type']);
    const unknown = await api('post', '/backstage/topics').send({ name: 'X', scholar: 99999 }).expect(422);
    expect(unknown.body.errors).toEqual({ scholar: ['The scholar does not exist (or is in the trash).'] });
    expect(res.body.errors.topic_type[0]).toContain('hadith, tafsiir, tajweed, fiqh, siirah, quran, lecture, other');
  });

  it('saving what is already there changes nothing: no version bump, no history entry', async () => {
    const id = (await api('post', '/backstage/topics').send({ name: 'Same', name_translations: { arabic: 'نفس', english: 'Same' } }).expect(201)).body.data.id;
    const again = await api('put', `/backstage/topics/${id}`).send({ name: 'Same', name_translations: { english: 'Same', arabic: 'نفس' }, version: 1 }).expect(200);
    expect(again.body.data.version).toBe(1);
    expect(await ctx.knex('activity_log').where({ entity_type: 'topic', entity_id: id }).pluck('action')).toEqual(['created']);
  });
});

describe('resources in backstage', () => {
  const blocks = [
    { language: 'somali', type: 'text', content: 'Naxariistu waa <script>alert(1)</script>asaaska.' },
    { language: 'arabic', type: 'text', content: 'الرحمة أساس الدين' },
    { language: 'english', type: 'text', content: '   ' },
  ];

  it('creates a resource with topics, ordered text blocks (sanitised, empty ones dropped) and two recordings that the audio pipeline normalises', async () => {
    const scholar = await ctx.knex('scholars').whereNull('deleted_at').first('id');
    const topics = await ctx.knex('topics').orderBy('id').limit(2).pluck('id');
    const [first, second] = [await uploadTalk(), await uploadTalk()];
    const res = await api('post', '/backstage/resources')
      .send({ title: 'Naxariista', title_translation: { arabic: 'الرحمة', english: 'Mercy' }, scholar: scholar.id, topics, description: 'Cashar', source_url: 'https://example.org/cashar', translation: blocks, ordering: '3', media: [{ file_path: `/${first}`, title: 'Qaybta 1' }, { file_path: second, title: 'Qaybta 2' }] })
      .expect(201);
    const resource = res.body.data;
    expect(resource).toMatchObject({ title: 'Naxariista', title_translation: { arabic: 'الرحمة', english: 'Mercy' }, ordering: 3, source_url: 'https://example.org/cashar', media_count: 2 });
    expect(resource.translation).toEqual([
      { language: 'somali', type: 'text', content: 'Naxariistu waa asaaska.' },
      { language: 'arabic', type: 'text', content: 'الرحمة أساس الدين' },
    ]);
    expect(resource.topics.map((t: { id: number }) => t.id).sort()).toEqual([...topics].sort());
    expect(resource.media.map((m: { title: string; status: string }) => [m.title, m.status])).toEqual([['Qaybta 1', 'processing'], ['Qaybta 2', 'processing']]);
    expect(await ctx.knex('jobs').where('kind', 'lecture-audio').orderBy('id').pluck('payload')).toEqual(resource.media.map((m: { id: number }) => ({ media_id: m.id })));
    // While they wait, each says where it stands in the queue; the one a worker took says so.
    expect(resource.media.map((m: { queue: unknown }) => m.queue)).toEqual([{ running: false, ahead: 0 }, { running: false, ahead: 1 }]);
    const [firstJob] = await ctx.knex('jobs').where('kind', 'lecture-audio').orderBy('id').pluck('id');
    await ctx.knex('jobs').where('id', firstJob).update({ state: 'running', attempts: 1, locked_by: 'elsewhere', locked_until: ctx.knex.raw(`now() + interval '1 minute'`) });
    const editing = await inertia(`/backstage/resources/${resource.id}/edit`).expect(200);
    expect(editing.body.props.resource.media.map((m: { queue: unknown }) => m.queue)).toEqual([{ running: true }, { running: false, ahead: 1 }]);
    await ctx.knex('jobs').where('id', firstJob).update({ state: 'waiting', attempts: 0, locked_by: null, locked_until: null });

    await runJobs();
    const done = await inertia(`/backstage/resources/${resource.id}/edit`).expect(200);
    expect(done.body.props.resource.media.map((m: { status: string; queue: unknown }) => [m.status, m.queue])).toEqual([['ready', null], ['ready', null]]);
    const media = await ctx.knex('media').where('resource_id', resource.id).orderBy('position');
    for (const row of media) {
      expect(row).toMatchObject({ status: 'ready', message: null, duration_seconds: 2 });
      expect(row.file_path).toMatch(/^audio\/lectures\/.+\.mp3$/);
      expect(row.file_path_saver).toMatch(/^audio\/lectures\/.+\.mp3$/);
      expect(stored(row.file_path) && stored(row.file_path_saver) && stored(row.source_path)).toBe(true);
    }
    expect(media.map((row) => row.source_path)).toEqual([first, second]);
  });

  it("shows 'Please fill all the required fields' errors per field: no title, a negative ordering, a javascript: link, bad blocks, a path never uploaded", async () => {
    const before = await ctx.knex('resources').count('* as n');
    const res = await api('post', '/backstage/resources')
      .send({ title: '', ordering: -1, source_url: 'javascript:alert(1)', translation: [{ language: 'latin', content: 'x' }], media: [{ file_path: 'audio/never.mp3' }], topics: [99999] })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['ordering', 'source_url', 'title', 'translation.0.language']);
    expect(res.body.errors.ordering).toEqual(['The ordering must be 0 or more.']);
    const unknown = await api('post', '/backstage/resources').send({ title: 'T', media: [{ file_path: 'audio/never.mp3' }], topics: [99999] }).expect(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['media', 'topics']);
    expect(await ctx.knex('resources').count('* as n')).toEqual(before);
  });

  it('renames and detaches a recording: the row and its files go, the history says so', async () => {
    const path1 = await uploadTalk();
    const id = (await api('post', '/backstage/resources').send({ title: 'Detach me', media: [{ file_path: path1, title: 'One' }] }).expect(201)).body.data.id;
    await runJobs();
    const media = await ctx.knex('media').where('resource_id', id).first();
    const renamed = await api('put', `/api/backstage/media/${media.id}`).send({ title: 'Qaybta koowaad' }).expect(200);
    expect(renamed.body.data).toMatchObject({ id: media.id, title: 'Qaybta koowaad', status: 'ready' });
    await api('put', `/api/backstage/media/${media.id}`).send({ title: '' }).expect(422);
    await api('put', '/api/backstage/media/99999').send({ title: 'x' }).expect(404);
    await api('delete', `/api/backstage/media-detach/${media.id}`).expect(200);
    expect(await ctx.knex('media').where('id', media.id).first()).toBeUndefined();
    expect([stored(media.file_path), stored(media.file_path_saver), stored(media.source_path)]).toEqual([false, false, false]);
    expect(await ctx.knex('media_uploads').where('path', media.source_path).first()).toBeUndefined();
    const log = await ctx.knex('activity_log').where({ entity_type: 'resource', entity_id: id }).orderBy('id').pluck('changes');
    expect(log.slice(1)).toEqual([{ 'recording title': ['One', 'Qaybta koowaad'] }, { media: ['Qaybta koowaad', null] }]);
    await api('delete', `/api/backstage/media-detach/${media.id}`).expect(404);
  });

  it('will not attach one upload twice, and a recording that is not audio fails with its reason', async () => {
    const path1 = await uploadTalk();
    await api('post', '/backstage/resources').send({ title: 'Twice', media: [{ file_path: path1 }, { file_path: path1 }] }).expect(422);
    await api('post', '/backstage/resources').send({ title: 'Once', media: [{ file_path: path1 }] }).expect(201);
    const again = await api('post', '/backstage/resources').send({ title: 'Again', media: [{ file_path: path1 }] }).expect(422);
    expect(again.body.errors.media).toEqual(['A recording chosen is already attached to a resource.']);
  });

  it('edits over the loaded version with new recordings after the existing ones, then deletes to the trash from the list', async () => {
    const id = (await api('post', '/backstage/resources').send({ title: 'Order', media: [{ file_path: await uploadTalk(), title: 'A' }] }).expect(201)).body.data.id;
    const saved = await api('put', `/backstage/resources/${id}`).send({ title: 'Order', media: [{ file_path: await uploadTalk(), title: 'B' }], version: 1 }).expect(200);
    expect(saved.body.data.media.map((m: { title: string }) => m.title)).toEqual(['A', 'B']);
    expect(saved.body.data.version).toBe(2);
    await api('put', `/backstage/resources/${id}`).send({ title: 'Order', version: 1 }).expect(409);
    await api('delete', `/backstage/resources/${id}`).expect(200);
    expect((await ctx.knex('resources').where('id', id).first()).deleted_at).not.toBeNull();
    const list = await inertia('/backstage/resources').expect(200);
    expect(list.body.props.resources.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const trash = await inertia('/backstage/resources?trashed=only').expect(200);
    expect(trash.body.props.resources.data.map((r: { id: number }) => r.id)).toContain(id);
    await api('post', `/backstage/resources/${id}/restore`).expect(200);
  });

  it('the edit screen carries the languages, limits and the media list', async () => {
    const demo = await ctx.knex('resources').orderBy('id').first('id');
    const edit = await inertia(`/backstage/resources/${demo.id}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/resources/edit');
    expect(edit.body.props).toMatchObject({ languages: ['somali', 'arabic', 'english'], maxTopics: 20, maxBlocks: 50 });
    expect(edit.body.props.resource.media.length).toBeGreaterThan(0);
    expect(edit.body.props.resource.media[0]).toMatchObject({ media_type: 'audio', status: 'ready', resource_id: demo.id });
  });
});

describe('lecture backstage access', () => {
  it('is staff only, and cookie writes need the XSRF token', async () => {
    for (const url of ['/backstage/scholars', '/backstage/topics/create', '/backstage/resources']) {
      await ctx.listener.agent.get(url).expect(403);
      await request(ctx.app).get(url).expect(302);
    }
    await api('post', '/backstage/resources', ctx.listener.token).send({ title: 'x' }).expect(403);
    await api('put', '/api/backstage/media/1', ctx.listener.token).send({ title: 'x' }).expect(403);
    await api('delete', '/api/backstage/media-detach/1', ctx.listener.token).expect(403);
    await request(ctx.app).delete('/api/backstage/media-detach/1').set('Accept', 'application/json').expect(401);
    await ctx.admin.agent.post('/backstage/scholars').set('Accept', 'application/json').send({ name: 'x' }).expect(419);
    await ctx.admin.agent.delete('/api/backstage/media-detach/1').set('Accept', 'application/json').expect(419);
    expect(await ctx.knex('media').where('id', 1).first()).toBeDefined();
  });
});
