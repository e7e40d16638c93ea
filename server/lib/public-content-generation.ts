import type { Knex } from 'knex';

/**
 * Says that something visitors see has changed (a backstage write, a job's result): the number in
 * public_content_state goes up, and every app instance's visitor cache drops what it kept once it
 * reads the new number. Returns the new number.
 */
export async function announcePublicChange(knex: Knex): Promise<number> {
  const [row] = (await knex('public_content_state').where('id', 1).increment('generation', 1).returning('generation')) as { generation: string | number }[];
  return Number(row?.generation ?? 0);
}

/**
 * This instance's view of that number. Reading it for every visitor request would put a database
 * round trip back on the path the cache exists to spare, so it is read at most once per
 * `checkEveryMs` (requests arriving together share one read): a change made through another
 * instance shows here within that time. A change made through this instance shows at once.
 */
export class PublicContentGeneration {
  private value: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | undefined;
  /** Why the last read failed, while it is the latest word on the database. */
  private failure: unknown;

  constructor(
    private readonly knex: Knex,
    private readonly checkEveryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The number as last read. When the database cannot be read, the last number read (or a rejection
   * if there is none yet: the caller then goes without the cache).
   */
  current(): Promise<number> {
    if (this.now() - this.checkedAt < this.checkEveryMs) {
      if (this.value !== undefined) return Promise.resolve(this.value);
      if (this.failure !== undefined) return Promise.reject(this.failure);
    }
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  async announce(): Promise<void> {
    const generation = await announcePublicChange(this.knex);
    // Never backwards: a read that started before this update may finish after it.
    if (this.value === undefined || generation > this.value) {
      this.value = generation;
      this.checkedAt = this.now();
    }
  }

  private async read(): Promise<number> {
    let row: { generation: string | number } | undefined;
    try {
      row = (await this.knex('public_content_state').where('id', 1).first('generation')) as typeof row;
    } catch (error) {
      // The database cannot be read. Not asked again before the interval is over, so requests do not
      // each wait for a database that is not there; what the cache keeps stays good meanwhile (no
      // write can happen either), so visitors still get those pages during an outage.
      this.checkedAt = this.now();
      this.failure = error;
      if (this.value === undefined) throw error;
      return this.value;
    }
    this.failure = undefined;
    const generation = Number(row?.generation ?? 0);
    if (this.value === undefined || generation > this.value) this.value = generation;
    this.checkedAt = this.now();
    return this.value;
  }
}
