import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';
import { claimJob, enqueue, failJob } from '../../server/jobs/job-queue';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext({ demo: false }); });
afterAll(async () => ctx?.close());

const inertia = (method: 'get' | 'post', url: string, who = ctx.admin) =>
  who.agent[method](url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('X-XSRF-TOKEN', who.xsrf);

/** A job that failed on its only attempt: dead, with its error. */
async function deadJob(error: string, kind = 'song-audio'): Promise<number> {
  const id = (await enqueue(ctx.knex, { kind, payload: { song_id: 12 }, maxAttempts: 1 }))!;
  const job = (await claimJob(ctx.knex, 'test-worker', [kind], 60_000))!;
  expect(job.id).toBe(id);
  await failJob(ctx.knex, job, 'test-worker', new Error(error));
  return id;
}

describe('the job queue in backstage', () => {
  it('opens on the failed jobs with their errors, and counts every state; the dashboard shows the counts', async () => {
    const dead = await deadJob('yt-dlp: This video is unavailable');
    await enqueue(ctx.knex, { kind: 'song-audio', payload: { song_id: 13 } });
    const res = await inertia('get', '/backstage/jobs').expect(200);
    expect(res.body.component).toBe('backstage/jobs');
    expect(res.body.props.state).toBe('dead');
    expect(res.body.props.counts).toEqual({ waiting: 1, running: 0, dead: 1, done: 0 });
    expect(res.body.props.jobs.data).toEqual([
      expect.objectContaining({ id: dead, kind: 'song-audio', payload: { song_id: 12 }, state: 'dead', attempts: 1, max_attempts: 1, last_error: 'yt-dlp: This video is unavailable' }),
    ]);
    const waiting = await inertia('get', '/backstage/jobs?state=waiting').expect(200);
    expect(waiting.body.props.jobs.data.map((job: { payload: unknown }) => job.payload)).toEqual([{ song_id: 13 }]);
    const dashboard = await inertia('get', '/backstage').expect(200);
    expect(dashboard.body.props.jobs).toEqual({ waiting: 1, running: 0, dead: 1, done: 0 });
  });

  it('retries a failed job: it waits again with fresh attempts; only failed jobs can be retried', async () => {
    const dead = await deadJob('ffmpeg crashed', 'test.retry');
    const res = await inertia('post', `/backstage/jobs/${dead}/retry`).expect(303);
    expect(res.headers.location).toBe('/backstage/jobs?state=waiting');
    expect(await ctx.knex('jobs').where('id', dead).first()).toMatchObject({ state: 'waiting', attempts: 0 });
    const again = await request(ctx.app).post(`/backstage/jobs/${dead}/retry`).set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').expect(422);
    expect(again.body.errors.retry[0]).toMatch(/Only a failed job can be retried/);
    await request(ctx.app).post('/backstage/jobs/99999/retry').set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').expect(404);
  });

  it('is staff only, and a retry needs the XSRF token', async () => {
    const dead = await deadJob('nope', 'test.guard');
    await inertia('get', '/backstage/jobs', ctx.listener).expect(403);
    await request(ctx.app).get('/backstage/jobs').expect(302);
    await request(ctx.app).post(`/backstage/jobs/${dead}/retry`).set('Authorization', `Bearer ${ctx.listener.token}`).set('Accept', 'application/json').expect(403);
    await ctx.admin.agent.post(`/backstage/jobs/${dead}/retry`).set('Accept', 'application/json').expect(419);
    expect(await ctx.knex('jobs').where('id', dead).first()).toMatchObject({ state: 'dead' });
  });
});
