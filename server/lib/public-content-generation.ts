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

  constructor(
    private readonly knex: Knex,
    private readonly checkEveryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The number as last read; rejects when the database cannot be read (the caller then goes without the cache). */
  current(): Promise<number> {
    if (this.value !== undefined && this.now() - this.checkedAt < this.checkEveryMs) return Promise.resolve(this.value);
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
    const row = (await this.knex('public_content_state').where('id', 1).first('generation')) as { generation: string | number } | undefined;
    const generation = Number(row?.generation ?? 0);
    if (this.value === undefined || generation > this.value) this.value = generation;
    this.checkedAt = this.now();
    return this.value;
  }
}
