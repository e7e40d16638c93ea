import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
let artistIds: number[];
let countryId: number;
beforeAll(async () => {
  ctx = await backstageContext();
  artistIds = await ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(11).pluck('id');
  countryId = (await ctx.knex('countries').first('id')).id;
});
afterAll(async () => ctx?.close());

const inertia = (url: string) => ctx.admin.agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const soon = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 60_000).toISOString();
const base = () => ({ name: 'Hees Live London', date_at: soon });

describe('events in backstage', () => {
  it('creates a published event with its line-up in order, sanitised description and activity; it is public at once', async () => {
    const res = await api('post', '/backstage/events')
      .send({ ...base(), artists: [artistIds[2], artistIds[0]], venue: 'Troxy', city: 'London', country_id: countryId, price: '£25', ticket_url: 'https://tickets.example/hees', description: '<p>Live <b>music</b></p><script>x</script>', published_at: past })
      .expect(201);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ name: 'Hees Live London', venue: 'Troxy', price: '£25', description: '<p>Live <strong>music</strong></p>', state: 'published', version: 1 });
    expect(res.body.data.artists.map((a: { id: number }) => a.id)).toEqual([artistIds[2], artistIds[0]]);
    expect(await ctx.knex('event_artist').where('event_id', id).orderBy('position').pluck('artist_id')).toEqual([artistIds[2], artistIds[0]]);
    const pub = await request(ctx.app).get(`/api/event/${id}`).expect(200);
    expect(JSON.stringify(pub.body)).toContain('Troxy');
    expect(await ctx.knex('activity_log').where({ entity_type: 'event', entity_id: id }).pluck('action')).toEqual(['created']);
  });

  it('keeps drafts and scheduled events off the site until their time', async () => {
    const draft = (await api('post', '/backstage/events').send({ ...base(), name: 'Draft Show' }).expect(201)).body.data;
    expect(draft.state).toBe('draft');
    await request(ctx.app).get(`/api/event/${draft.id}`).expect(404);
    const later = (await api('post', '/backstage/events').send({ ...base(), name: 'Later Show', published_at: soon }).expect(201)).body.data;
    expect(later.state).toBe('scheduled');
    await request(ctx.app).get(`/api/event/${later.id}`).expect(404);
    const listed = await inertia('/backstage/events?filter=draft').expect(200);
    expect(listed.body.props.events.data.map((e: { id: number }) => e.id)).toContain(draft.id);
  });

  it('refuses bad input on each field: 11 artists, a javascript: ticket link, no date, an unknown country', async () => {
    const before = await ctx.knex('events').count('* as n');
    const res = await api('post', '/backstage/events').send({ name: '', artists: artistIds.slice(0, 11), ticket_url: 'javascript:alert(1)', date_at: 'tomorrow', country_id: 'x' }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['artists', 'country_id', 'date_at', 'name', 'ticket_url']);
    expect(res.body.errors.artists).toEqual(['At most 10 artists.']);
    const unknown = await api('post', '/backstage/events').send({ ...base(), artists: [99999], country_id: 99999, poster: 'images/events/not-uploaded.png' }).expect(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['artists', 'country_id', 'poster']);
    expect(await ctx.knex('events').count('* as n')).toEqual(before);
  });

  it('edits over the loaded version (multipart too), logs what changed, refuses a stale save', async () => {
    const id = (await api('post', '/backstage/events').send({ ...base(), published_at: past }).expect(201)).body.data.id;
    const saved = await api('put', `/backstage/events/${id}`).field('name', 'Hees Live London II').field('date_at', soon).field('artists[]', String(artistIds[1])).field('published_at', past).field('version', '1').expect(200);
    expect(saved.body.data).toMatchObject({ name: 'Hees Live London II', version: 2, artists: [{ id: artistIds[1] }] });
    const log = await ctx.knex('activity_log').where({ entity_type: 'event', entity_id: id }).orderBy('id', 'desc').first();
    expect(Object.keys(log.changes).sort()).toEqual(['artists', 'name']);
    await api('put', `/backstage/events/${id}`).send({ ...base(), version: 1 }).expect(409);
    const edit = await inertia(`/backstage/events/${id}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/events/edit');
    expect(edit.body.props.countries.length).toBeGreaterThan(0);
  });

  it('trash hides the event from its page, /api, lists and the sitemap; restore brings it back', async () => {
    const id = (await api('post', '/backstage/events').send({ ...base(), name: 'Trashable Night', published_at: past }).expect(201)).body.data.id;
    await api('delete', `/backstage/events/${id}`).expect(200);
    await request(ctx.app).get(`/api/event/${id}`).expect(404);
    await request(ctx.app).get(`/event/${id}`).expect(404);
    expect(JSON.stringify((await request(ctx.app).get('/api/events').expect(200)).body)).not.toContain('Trashable Night');
    await api('post', `/backstage/events/${id}/restore`).expect(200);
    await request(ctx.app).get(`/api/event/${id}`).expect(200);
    expect(await ctx.knex('activity_log').where({ entity_type: 'event', entity_id: id }).orderBy('id').pluck('action')).toEqual(['created', 'trashed', 'restored']);
  });

  it('is staff only and needs the XSRF token', async () => {
    await ctx.listener.agent.get('/backstage/events').expect(403);
    await request(ctx.app).get('/backstage/events/create').expect(302);
    await api('post', '/backstage/events', ctx.listener.token).send(base()).expect(403);
    await ctx.admin.agent.post('/backstage/events').set('Accept', 'application/json').send(base()).expect(419);
  });
});
