import type { Knex } from 'knex';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

interface CounterRow {
  hits: number;
  reset_at: Date | string;
}

const info = (row: CounterRow): ClientRateLimitInfo => ({ totalHits: row.hits, resetTime: new Date(row.reset_at) });

/**
 * An express-rate-limit store on the `rate_limits` table, so every instance of the app counts against
 * the same limit. A counter is one row per key; the database clock decides when a window ends, so
 * instances with drifting clocks still agree.
 */
export class KnexRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private nextPrune = 0;

  constructor(
    private readonly knex: Knex,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.knex('rate_limits')
      .where({ key: this.prefix + key })
      .andWhere('reset_at', '>', this.knex.fn.now())
      .first<CounterRow | undefined>('hits', 'reset_at');
    return row && info(row);
  }

  /** One statement: a new or expired counter starts again at 1, a live one goes up by 1. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    await this.pruneExpired();
    const knex = this.knex;
    const [row] = await knex('rate_limits')
      .insert({ key: this.prefix + key, hits: 1, reset_at: knex.raw(`now() + ? * interval '1 millisecond'`, [this.windowMs]) })
      .onConflict('key')
      .merge({
        hits: knex.raw('case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end'),
        reset_at: knex.raw('case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end'),
      })
      .returning<CounterRow[]>(['hits', 'reset_at']);
    return info(row!);
  }

  async decrement(key: string): Promise<void> {
    await this.knex('rate_limits')
      .where({ key: this.prefix + key })
      .andWhere('reset_at', '>', this.knex.fn.now())
      .update({ hits: this.knex.raw('greatest(hits - 1, 0)') });
  }

  async resetKey(key: string): Promise<void> {
    await this.knex('rate_limits').where({ key: this.prefix + key }).delete();
  }

  /** Counters of addresses that never come back would pile up: drop expired ones once per window. */
  private async pruneExpired(): Promise<void> {
    if (Date.now() < this.nextPrune) return;
    this.nextPrune = Date.now() + this.windowMs;
    await this.knex('rate_limits').where('reset_at', '<=', this.knex.fn.now()).delete();
  }
}
