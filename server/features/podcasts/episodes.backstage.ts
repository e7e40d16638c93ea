import type { Knex } from 'knex';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { historyOf, recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { validateForm } from '../../backstage/form-input';
import { updateRecord, type WritableKind } from '../../backstage/record-writes';
import { answerWrite } from '../../backstage/write-answer';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { episodeUpdate, type EpisodeUpdate } from './episodes.schema';
import { translatorOf } from '../../i18n/i18n.props';

export const EPISODES_PATH = '/backstage/episodes';
const EPISODE_ENTITY = 'episode';
const EPISODE_NOT_FOUND = 'Episode not found.';
/** The card's excerpt of an episode's notes (the column is 500 characters), as a feed's import makes it. */
export const excerptOf = (description: string | null) => (description ? description.replace(/\s+/g, ' ').slice(0, 500) : null);

/** Saving marks the episode kept_by_staff: a later read of its feed keeps this title and these notes. */
const episodeWrites: WritableKind<Omit<EpisodeUpdate, 'version'>> = {
  table: 'episodes',
  entity: EPISODE_ENTITY,
  notFound: EPISODE_NOT_FOUND,
  label: (input) => input.title,
  columns: ({ title, description }) => ({ title, description, excerpt: excerptOf(description), kept_by_staff: true }),
};

interface EpisodeRecordRow {
  id: number;
  podcast_id: number;
  podcast_title: string;
  title: string;
  description: string | null;
  pub_date: Date;
  hidden_at: Date | null;
  kept_by_staff: boolean;
  version: number;
}

async function loadEpisodeRecord(knex: Knex, id: number) {
  const row = await knex('episodes')
    .join('podcasts', 'podcasts.id', 'episodes.podcast_id')
    .where('episodes.id', id)
    .first<EpisodeRecordRow | undefined>('episodes.id', 'episodes.podcast_id', 'podcasts.title as podcast_title', 'episodes.title', 'episodes.description', 'episodes.pub_date', 'episodes.hidden_at', 'episodes.kept_by_staff', 'episodes.version');
  if (!row) throw new NotFound(EPISODE_NOT_FOUND);
  return {
    id: row.id,
    podcast: { id: row.podcast_id, title: row.podcast_title },
    title: row.title,
    description: row.description,
    pub_date: row.pub_date.toISOString(),
    hidden: row.hidden_at !== null,
    kept_by_staff: row.kept_by_staff,
    version: row.version,
  };
}
export type BackstageEpisode = Awaited<ReturnType<typeof loadEpisodeRecord>>;

const editPath = (id: number) => `${EPISODES_PATH}/${id}/edit`;

/** GET /backstage/episodes/:id/edit: the episode's title and notes, whether it is hidden, its history. */
export const editEpisodeForm =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, EPISODE_NOT_FOUND);
    const episode = await loadEpisodeRecord(knex, id);
    await res.inertia.render('backstage/episodes/edit', { title: translatorOf(req).t('backstage.edit', { name: episode.title }), episode, history: await historyOf(knex, EPISODE_ENTITY, id) });
  };

/** PUT /backstage/episodes/:id {title, description, version}: over the version the form loaded, logged. */
export const saveEpisode =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, EPISODE_NOT_FOUND);
    const { version, ...input } = validateForm(episodeUpdate, req.body ?? {});
    await updateRecord(knex, episodeWrites, req.user!.id, id, version, input);
    answerWrite(req, res, { status: 200, location: editPath(id), message: 'Saved.', data: await loadEpisodeRecord(knex, id) });
  };

/**
 * POST /backstage/episodes/:id/hide and /show: a hidden episode leaves the site, /api, the sitemaps
 * and our feed, and stays hidden when the feed is read again (its row is kept, so it is not re-added).
 */
export const setEpisodeHidden =
  ({ db: { knex } }: AppContext, hidden: boolean): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, EPISODE_NOT_FOUND);
    await catalogueWrite(knex, async (trx) => {
      const row = await lockRow<VersionedRow & { title: string; hidden_at: Date | null }>(trx, 'episodes', id, EPISODE_NOT_FOUND);
      if (Boolean(row.hidden_at) === hidden) return;
      await trx('episodes').where('id', id).update({ hidden_at: hidden ? trx.fn.now() : null, ...nextVersion(trx) });
      await recordActivity(trx, { userId: req.user!.id, entityType: EPISODE_ENTITY, entityId: id, entityLabel: row.title, action: 'updated', changes: { hidden: [!hidden, hidden] } });
    });
    const episode = await loadEpisodeRecord(knex, id);
    // Hidden or shown from the podcast's list of episodes: back to that list.
    answerWrite(req, res, { status: 200, location: `/backstage/podcasts/${episode.podcast.id}/edit`, message: hidden ? `${episode.title} is hidden from the site.` : `${episode.title} is on the site again.`, data: episode });
  };
