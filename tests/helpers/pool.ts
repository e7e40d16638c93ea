import type { Knex } from 'knex';

/** The part of knex's pool (tarn) the tests reach into. */
interface TarnPool {
  idleTimeoutMillis: number;
  check(): void;
  numFree(): number;
  pendingDestroys: unknown[];
}

/**
 * Closes every idle pooled connection now, as the pool's reaper does once a connection has been idle
 * for 30 s, and waits until they are closed: the next query opens a new connection.
 */
export async function dropIdleConnections(knex: Knex): Promise<number> {
  const pool = (knex.client as { pool: TarnPool }).pool;
  const dropped = pool.numFree();
  const idleTimeout = pool.idleTimeoutMillis;
  pool.idleTimeoutMillis = 0;
  try {
    pool.check();
  } finally {
    pool.idleTimeoutMillis = idleTimeout;
  }
  while (pool.pendingDestroys.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return dropped;
}
