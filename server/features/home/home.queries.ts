import type { Knex } from 'knex';
import { readWithKeptPlan } from '../../db/generic-plan';

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY);

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfWeek(now = new Date()): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

/** The last complete week, Monday to Monday (UTC): the span of the weekly chart. */
export function lastWeek(now = new Date()): { since: Date; until: Date } {
  const until = startOfWeek(now);
  return { since: new Date(until.getTime() - 7 * DAY), until };
}

/** Song ids of the HOMEFEATURED option, in their saved order. */
export async function featuredSongIds(knex: Knex): Promise<number[]> {
  const [option] = await readWithKeptPlan<{ option_value: unknown }>(knex, knex('options').where('option_key', 'HOMEFEATURED').limit(1).select('option_value'));
  const value = option?.option_value;
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) => Number((item as { id?: unknown })?.id))
    .filter((id) => Number.isInteger(id) && id > 0);
}
