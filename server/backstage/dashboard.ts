import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../app-context';
import { latestActivity } from './activity-log';
import { jobCounts } from './job-queue-panel';
import type { BackstageSectionEntry } from './backstage-sections';

const LATEST = 15;

/** Every section's count in one statement. */
async function sectionCounts(knex: Knex, sections: readonly BackstageSectionEntry[]): Promise<Record<string, number>> {
  const columns = sections.map(
    (section) => `(select count(*) from ${section.table}${section.trashable ? ' where deleted_at is null' : ''})::int as ${section.key}`,
  );
  const { rows } = await knex.raw<{ rows: Record<string, number>[] }>(`select ${columns.join(', ')}`);
  return rows[0]!;
}

/**
 * What waits for a decision in the lyrics queue (of songs on the site): visitors' lyrics submissions
 * and reports, and listeners' line explanations (its Explanations tab).
 */
async function pendingLyricsCount(knex: Knex): Promise<number> {
  const pending = (table: string) => knex(`${table} as s`).join('songs', 'songs.id', 's.song_id').whereNull('songs.deleted_at').where('s.status', 'pending').count<{ count: string | number }[]>('* as count');
  const [[lyrics], [explanations]] = await Promise.all([pending('lyrics_submissions'), pending('lyric_explanations')]);
  return Number(lyrics?.count ?? 0) + Number(explanations?.count ?? 0);
}

async function backstageSections(knex: Knex, entries: readonly BackstageSectionEntry[]) {
  const counts = await sectionCounts(knex, entries);
  return entries.map((section) => ({ key: section.key, label: section.label, count: counts[section.key] ?? 0, href: section.href }));
}
export type BackstageSection = Awaited<ReturnType<typeof backstageSections>>[number];

/** GET /backstage: the strip with counts and the latest changes; the sections are the features' (server/features/index.ts), in the strip's order. */
export const showDashboard =
  ({ db: { knex } }: AppContext, entries: readonly BackstageSectionEntry[]): RequestHandler =>
  async (_req, res) => {
    const [sections, activity, jobs, lyricsPending] = await Promise.all([backstageSections(knex, entries), latestActivity(knex, LATEST), jobCounts(knex), pendingLyricsCount(knex)]);
    await res.inertia.render('backstage/dashboard', { title: 'Backstage', sections, activity, jobs, lyricsPending });
  };
