import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { isBackstagePath, listRoutes } from '../helpers/routes';

// Issue 31 item 10: a field a backstage form does not know was dropped and the save answered as if
// all was well. Every backstage write that reads fields now refuses one it does not know, by name.

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

/** Buttons, not forms: they act on the record in their address and read no fields. */
const TAKES_NO_FIELDS = [/\/restore$/, /^\/backstage\/podcasts\/:id\/(refresh|pause|resume)$/, /^\/backstage\/episodes\/:id\/(hide|show)$/, /^\/backstage\/jobs\/:id\/retry$/, /^\/api\/backstage\/explanations\/:id\/(dismiss-reports|confirm)$/, /^\/api\/backstage\/explainers\/:userId\/trusted$/];
/** Asks for its file before anything else: the test below sends it one. */
const FILE_FIRST = '/api/backstage/audio-uploader';

it('every backstage form answers 422 naming a field it does not know, beside its own errors', async () => {
  const forms = listRoutes(ctx.app).filter((route) => isBackstagePath(route.path) && route.method !== 'GET' && route.method !== 'DELETE' && !TAKES_NO_FIELDS.some((pattern) => pattern.test(route.path)) && route.path !== FILE_FIRST);
  // The record forms, the curation panels, lyrics review, timed lyrics, stories, podcasts, channels, uploaders.
  expect(forms.length).toBeGreaterThanOrEqual(30);
  const answers = [];
  for (const route of forms) {
    const url = route.path.replace(/:\w+/g, '1');
    const res = await request(ctx.app)[route.method.toLowerCase() as 'post'](url).set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').send({ surprise: 'x' });
    answers.push({ route: `${route.method} ${route.path}`, status: res.status, surprise: res.body.errors?.surprise });
  }
  expect(answers.filter((answer) => answer.status !== 422 || answer.surprise?.[0] !== 'This form has no field “surprise”.')).toEqual([]);
});

it('an uploader refuses a text field it does not take', async () => {
  const res = await request(ctx.app)
    .post('/api/backstage/audio-uploader')
    .set('Authorization', `Bearer ${ctx.admin.token}`)
    .set('Accept', 'application/json')
    .field('title', 'Hooyo')
    .attach('audio', Buffer.from('not audio'), 'hooyo.mp3')
    .expect(422);
  expect(res.body.errors).toEqual({ title: ['This form has no field “title”.'] });
});
