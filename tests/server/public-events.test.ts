import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the event page, /api/event/{id} and /api/events', () => {
  let ctx: TestContext;
  let draftId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
    const [row] = await ctx.knex('events')
      .insert({ name: 'Draft night', slug: 'draft-night', date_at: new Date(Date.now() + 30 * 86_400_000), published_at: null })
      .returning('id');
    draftId = row.id;
  });
  afterAll(async () => ctx?.close());

  const upcomingId = async () => (await ctx.knex('events').whereNotNull('published_at').where('date_at', '>', new Date()).orderBy('date_at').first('id')).id as number;

  it('shows an upcoming event with its address parts, country, price, formatted date, line-up and ticket link', async () => {
    const id = await upcomingId();
    const res = await inertiaGet(ctx.app, `/event/${id}`).expect(200);
    expect(res.body.component).toBe('events/show');
    const { event, title } = res.body.props;
    const row = await ctx.knex('events').join('countries', 'countries.id', 'events.country_id').where('events.id', id)
      .first('events.*', 'countries.name as country_name');
    expect(title).toBe(row.name);
    expect(event).toMatchObject({
      id,
      name: row.name,
      venue: row.venue,
      street: row.street,
      city: row.city,
      postal_code: row.postal_code,
      country_id: row.country_id,
      country: { name: row.country_name },
      price: row.price,
      ticket_url: row.ticket_url,
      date_at: new Date(row.date_at).toISOString(),
      date_at_formated: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(row.date_at),
      is_upcoming: true,
      description: row.description,
    });
    const lineUp = await ctx.knex('event_artist').join('artists', 'artists.id', 'event_artist.artist_id')
      .where('event_id', id).orderBy('position').select('artists.id', 'artists.name');
    expect(event.artists.map((a: { id: number; name: string }) => ({ id: a.id, name: a.name }))).toEqual(lineUp);
    expect(keysOf(event.artists[0])).toEqual(['content_type', 'id', 'image', 'name']);
  });

  it('sanitizes the description and drops a ticket link that is not http(s)', async () => {
    await ctx.knex('events').where('id', 2).update({ description: '<p>Kaalay!<script>x()</script></p>', ticket_url: 'javascript:alert(1)' });
    const { event } = (await inertiaGet(ctx.app, '/event/2').expect(200)).body.props;
    expect(event.description).toBe('<p>Kaalay!</p>');
    expect(event.ticket_url).toBeNull();
  });

  it('answers /api/event/{id} with the same event as the page', async () => {
    const id = await upcomingId();
    const res = await request(ctx.app).get(`/api/event/${id}`).expect(200);
    expect(res.body).toEqual({ data: (await inertiaGet(ctx.app, `/event/${id}`)).body.props.event });
    expect(keysOf(res.body.data)).toEqual([
      'artists', 'city', 'country', 'country_id', 'date_at', 'date_at_formated', 'description', 'id', 'is_upcoming', 'name',
      'postal_code', 'poster', 'price', 'published_at', 'street', 'ticket_url', 'venue',
    ]);
  });

  it('pages /api/events: upcoming ones soonest first, then past ones latest first, drafts left out', async () => {
    const res = await request(ctx.app).get('/api/events').expect(200);
    const now = Date.now();
    const rows = await ctx.knex('events').whereNotNull('published_at').select('id', 'date_at');
    const upcoming = rows.filter((r) => new Date(r.date_at).getTime() >= now).sort((a, b) => +a.date_at - +b.date_at);
    const past = rows.filter((r) => new Date(r.date_at).getTime() < now).sort((a, b) => +b.date_at - +a.date_at);
    expect(res.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: rows.length, next_page_url: null, prev_page_url: null });
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual([...upcoming, ...past].map((r) => r.id));
    expect(res.body.data.map((e: { is_upcoming: boolean }) => e.is_upcoming)).toEqual([...upcoming.map(() => true), ...past.map(() => false)]);
    expect(res.body.data.map((e: { id: number }) => e.id)).not.toContain(draftId);
  });

  it.each(['/event/999999', '/event/abc'])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });

  it('keeps an unpublished event a 404 on the page and the API', async () => {
    expect((await inertiaGet(ctx.app, `/event/${draftId}`).expect(404)).body.component).toBe('error');
    expect((await request(ctx.app).get(`/api/event/${draftId}`).expect(404)).body).toEqual({ message: 'Event not found.' });
  });
});
