/**
 * Work that several parts of a page each start once (every carousel of the home page starting embla,
 * ~20 ms each on a mid-range phone), taken one at a time, each in a task of its own: together in one
 * task they were one long task that held the first tap (Lighthouse's Total Blocking Time counts every
 * millisecond of a task past 50). A turn begins in a new task once the turn before has said it is
 * done, or after `maxTurnMs` should it never say so.
 *
 * `take(start)` queues `start`; `start` gets `done`, to call when its work is over. The returned
 * function leaves the queue (a part unmounted before its turn) or, during the turn, ends it.
 */
export function oneTaskAtATime(options: { maxTurnMs?: number; nextTask?: (run: () => void) => void } = {}) {
  const maxTurnMs = options.maxTurnMs ?? 250;
  const nextTask = options.nextTask ?? ((run: () => void) => void setTimeout(run, 0));
  type Turn = { start: (done: () => void) => void };
  const waiting: Turn[] = [];
  let busy = false;
  let current: { turn: Turn; done: () => void } | undefined;

  function next() {
    const turn = waiting.shift();
    if (!turn) {
      busy = false;
      return;
    }
    let over = false;
    const done = () => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      nextTask(next);
    };
    const timer = setTimeout(done, maxTurnMs);
    current = { turn, done };
    turn.start(done);
  }

  return function take(start: (done: () => void) => void): () => void {
    const turn: Turn = { start };
    waiting.push(turn);
    if (!busy) {
      busy = true;
      nextTask(next);
    }
    return () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
      else if (current?.turn === turn) current.done();
    };
  };
}
