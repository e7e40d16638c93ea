/**
 * `npm run bench:db-stall`: does a slow query on the embedded database stall the web server?
 * PGlite runs queries synchronously on the thread that calls it; ours runs in a worker thread.
 * This prints the main thread's event-loop delay while slow queries run, beside the same queries
 * run on an in-thread PGlite for comparison.
 */
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/database';

const SLOW_QUERY = 'select count(*) from generate_series(1, 2000000) g where g % 7 = 0';
const RUNS = 5;

/** A 5 ms timer stands in for the web server: the longest gap between its ticks is the worst stall. */
async function measure(label: string, runQuery: () => Promise<unknown>) {
  let last = performance.now();
  let worstGap = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worstGap = Math.max(worstGap, now - last);
    last = now;
    ticks++;
  }, 5);
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await runQuery();
  const elapsed = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(timer);
  console.log(
    `${label.padEnd(28)} ${RUNS} slow queries in ${elapsed.toFixed(0)} ms; 5 ms timer ticked ${ticks} times, longest stall ${worstGap.toFixed(0)} ms`,
  );
}

const worker = await openDatabase({});
await measure('PGlite in a worker (ours)', () => worker.knex.raw(SLOW_QUERY));
await worker.close();

const inThread = await PGlite.create();
await measure('PGlite on the main thread', () => inThread.query(SLOW_QUERY));
await inThread.close();
