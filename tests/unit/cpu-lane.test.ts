import { describe, expect, it } from 'vitest';
import { createLane } from '../../server/services/ffmpeg/cpu-lane';

/** A step that ends when the test says so, recording when it started and ended. */
function step(name: string, log: string[]) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    work: async () => {
      log.push(`${name} starts`);
      await ended;
      log.push(`${name} ends`);
      return name;
    },
  };
}

describe('the transcode lane', () => {
  it('runs one transcode at a time, the next when the first ends, in order', async () => {
    const lane = createLane(1);
    const log: string[] = [];
    const [a, b, c] = [step('a', log), step('b', log), step('c', log)];
    const runs = [lane.run(a.work), lane.run(b.work), lane.run(c.work)];
    await expect.poll(() => log).toEqual(['a starts']);
    a.finish();
    await expect.poll(() => log).toEqual(['a starts', 'a ends', 'b starts']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('a job stopped while it waits leaves the queue and never runs; a failed run frees the lane', async () => {
    const lane = createLane(1);
    const log: string[] = [];
    const first = step('first', log);
    const running = lane.run(first.work);
    const stop = new AbortController();
    const waiting = lane.run(step('stopped', log).work, stop.signal);
    stop.abort(new Error('ffmpeg was stopped'));
    await expect(waiting).rejects.toThrow('ffmpeg was stopped');
    first.finish();
    await running;
    await expect(lane.run(async () => Promise.reject(new Error('ffmpeg: exit code 1')))).rejects.toThrow('exit code 1');
    expect(await lane.run(async () => 'after')).toBe('after');
    expect(log).toEqual(['first starts', 'first ends']);
  });
});
