import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The app's request log lines, as JSON objects. */
const lines: { msg?: string; req?: { url: string } }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => ctx?.close());

const loggedUrlOf = (path: string) => lines.find((line) => line.req?.url.startsWith(path))?.req?.url;

describe('the request log', () => {
  it('when the sign-in callback comes with its one-time code, then the log keeps the path but not the code or state', async () => {
    await request(ctx.app).get('/auth/google/callback?code=4%2F0Aonetimecode&state=s3cr3t&scope=email');
    const url = loggedUrlOf('/auth/google/callback');
    expect(url).toBe('/auth/google/callback?code=redacted&state=redacted&scope=email');
  });

  it('when a URL carries no secret, then it is logged as it came', async () => {
    await request(ctx.app).get('/api/searchy?query=maxamed&page=2');
    expect(loggedUrlOf('/api/searchy')).toBe('/api/searchy?query=maxamed&page=2');
  });
});
