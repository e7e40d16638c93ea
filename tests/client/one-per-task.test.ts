import { describe, expect, it } from 'vitest';
import { oneTaskAtATime } from '../../resources/js/lib/one-per-task';

/** A task queue we can step through: each `nextTask` is one task, run when the test says. */
function tasks() {
  const queued: (() => void)[] = [];
  return { nextTask: (run: () => void) => void queued.push(run), runOne: () => queued.shift()?.(), get length() { return queued.length; } };
}

describe('work taken one at a time, each in a task of its own', () => {
  it('starts nothing in the task that queued it, and the next turn only in a task after the last said done', () => {
    const loop = tasks();
    const take = oneTaskAtATime({ nextTask: loop.nextTask, maxTurnMs: 10_000 });
    const started: string[] = [];
    const dones: Record<string, () => void> = {};
    for (const name of ['a', 'b', 'c']) take((done) => (started.push(name), (dones[name] = done)));
    expect(started).toEqual([]);
    loop.runOne();
    expect(started).toEqual(['a']);
    expect(loop.length).toBe(0); // b waits for a, not for a task
    dones.a!();
    expect(started).toEqual(['a']); // not in a's task
    loop.runOne();
    expect(started).toEqual(['a', 'b']);
    dones.b!();
    dones.b!(); // twice is once
    loop.runOne();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(loop.length).toBe(0);
  });

  it('skips a part that left before its turn, and ends the turn of one that leaves during it', () => {
    const loop = tasks();
    const take = oneTaskAtATime({ nextTask: loop.nextTask, maxTurnMs: 10_000 });
    const started: string[] = [];
    const leaveA = take(() => started.push('a'));
    const leaveB = take(() => started.push('b'));
    take(() => started.push('c'));
    leaveB();
    loop.runOne();
    leaveA(); // unmounted during its turn: over
    loop.runOne();
    expect(started).toEqual(['a', 'c']);
  });

  it('moves on after maxTurnMs when a turn never says it is done', async () => {
    const take = oneTaskAtATime({ maxTurnMs: 20 });
    const started: number[] = [];
    take(() => started.push(Date.now()));
    const second = new Promise<number>((resolve) => take(() => resolve(Date.now())));
    const at = await second;
    expect(started).toHaveLength(1);
    expect(at - started[0]!).toBeGreaterThanOrEqual(15);
  });
});
