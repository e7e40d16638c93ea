import type { Knex } from 'knex';

export type ActivityAction = 'created' | 'updated' | 'trashed' | 'restored';
/** {field: [before, after]}; a created record has null befores. */
export type Changes = Record<string, [unknown, unknown]>;

export interface ActivityEntry {
  userId: number;
  entityType: string;
  entityId: number;
  /** The record's name now, for lists that show many entries. */
  entityLabel: string;
  action: ActivityAction;
  changes?: Changes;
}

/** Records one backstage write. Called with the write's transaction, so there is never a change without its entry. */
export async function recordActivity(trx: Knex.Transaction, entry: ActivityEntry): Promise<void> {
  await trx('activity_log').insert({
    user_id: entry.userId,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    entity_label: entry.entityLabel.slice(0, 300),
    action: entry.action,
    changes: JSON.stringify(entry.changes ?? {}),
  });
}

/** The fields whose values differ, as [before, after]: only what a save really changed is recorded. */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: Partial<T>, fields: readonly (keyof T & string)[]): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (was !== is) changes[field] = [was, is];
  }
  return changes;
}

interface ActivityRow {
  id: number | string;
  entity_type: string;
  entity_id: number;
  entity_label: string;
  action: ActivityAction;
  changes: Changes | string;
  created_at: Date;
  user_name: string | null;
}

/** Who did what and when, as the dashboard and the edit screens list it. */
export function presentActivity(row: ActivityRow) {
  const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as Changes) : row.changes;
  return {
    id: Number(row.id),
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    entity_label: row.entity_label,
    action: row.action,
    changes,
    user_name: row.user_name ?? 'A former admin',
    created_at: row.created_at.toISOString(),
  };
}
export type Activity = ReturnType<typeof presentActivity>;

const activityRows = (knex: Knex) =>
  knex('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .select<ActivityRow[]>(
      'activity_log.id',
      'activity_log.entity_type',
      'activity_log.entity_id',
      'activity_log.entity_label',
      'activity_log.action',
      'activity_log.changes',
      'activity_log.created_at',
      'users.name as user_name',
    )
    .orderBy('activity_log.id', 'desc');

/** The latest changes across backstage (the dashboard). */
export async function latestActivity(knex: Knex, limit: number): Promise<Activity[]> {
  return (await activityRows(knex).limit(limit)).map(presentActivity);
}

/** One record's history, newest first (its edit screen). */
export async function historyOf(knex: Knex, entityType: string, entityId: number, limit = 50): Promise<Activity[]> {
  return (await activityRows(knex).where({ 'activity_log.entity_type': entityType, 'activity_log.entity_id': entityId }).limit(limit)).map(presentActivity);
}
