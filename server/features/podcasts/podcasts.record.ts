import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import type { MediaUrl } from '@common/media-url';
import { slugify } from '../../lib/slug';
import { createRecord, updateRecord } from '../../backstage/record-writes';
import { recordScreens, type RecordKind } from '../../backstage/record-screens';
import { PODCAST_CATEGORIES, podcastInput, podcastUpdate, type PodcastInput, type PodcastUpdate } from './podcasts.schema';
import { PODCAST_ENTITY, PODCAST_NOT_FOUND, podcastWrites, setPodcastTrashed } from './podcasts.writes';

export const PODCASTS_PATH = '/backstage/podcasts';

interface PodcastRecordRow {
  id: number;
  title: string;
  host: string | null;
  description: string | null;
  image: string | null;
  category: string | null;
  feed_url: string | null;
  feed_refreshed_at: Date | null;
  feed_paused_at: Date | null;
  feed_error: string | null;
  image_error: string | null;
  kept_by_staff: boolean;
  episodes_count: number | string;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const presentPodcastRecord = (row: PodcastRecordRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  host: row.host,
  description: row.description,
  image: row.image,
  image_url: mediaUrl(row.image),
  category: row.category,
  feed_url: row.feed_url,
  feed_refreshed_at: row.feed_refreshed_at?.toISOString() ?? null,
  feed_paused_at: row.feed_paused_at?.toISOString() ?? null,
  feed_error: row.feed_error,
  image_error: row.image_error,
  kept_by_staff: row.kept_by_staff,
  episodes_count: Number(row.episodes_count),
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstagePodcastRecord = ReturnType<typeof presentPodcastRecord>;

const podcastsQuery = (knex: Knex) => knex('podcasts').select('podcasts.*', knex('episodes').count('*').whereRaw('episodes.podcast_id = podcasts.id').as('episodes_count'));

/** The newest episodes the edit screen lists (hidden ones included), to hide, show or edit. */
const EPISODES_ON_SCREEN = 200;

export async function loadPodcastRecord(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await podcastsQuery(knex).where('podcasts.id', id).first<PodcastRecordRow | undefined>();
  if (!row) throw new NotFound(PODCAST_NOT_FOUND);
  const episodes = await knex('episodes')
    .where('podcast_id', id)
    .orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(EPISODES_ON_SCREEN)
    .select<{ id: number; title: string; pub_date: Date; hidden_at: Date | null; kept_by_staff: boolean; audio_status: 'processing' | 'ready' | 'failed'; audio_message: string | null }[]>(
      'id',
      'title',
      'pub_date',
      'hidden_at',
      'kept_by_staff',
      'audio_status',
      'audio_message',
    );
  return {
    ...presentPodcastRecord(row, mediaUrl),
    episodes: episodes.map((episode) => ({
      id: episode.id,
      title: episode.title,
      pub_date: episode.pub_date.toISOString(),
      hidden: episode.hidden_at !== null,
      kept_by_staff: episode.kept_by_staff,
      /** An uploaded episode's audio: 'processing' and 'failed' ones are not on the site yet (with the reason of a failure). */
      audio_status: episode.audio_status,
      audio_message: episode.audio_message,
    })),
  };
}

/** A podcast of our own: the record, then its address from its title and id (as a feed podcast's). */
async function createOwnPodcast(knex: Knex, userId: number, input: PodcastInput): Promise<number> {
  const id = await createRecord(knex, podcastWrites, userId, input);
  await knex('podcasts').where('id', id).update({ slug: `${slugify(input.title) || 'podcast'}-${id}` });
  return id;
}

export type BackstagePodcastScreen = Awaited<ReturnType<typeof loadPodcastRecord>>;

const PODCASTS: RecordKind<PodcastRecordRow, BackstagePodcastRecord, BackstagePodcastScreen, PodcastInput, PodcastUpdate> = {
  path: PODCASTS_PATH,
  page: 'backstage/podcasts',
  prop: 'podcast',
  listProp: 'podcasts',
  titles: { list: 'backstage.section.podcasts', create: 'backstage.new.podcast' },
  entity: PODCAST_ENTITY,
  notFound: PODCAST_NOT_FOUND,
  list: {
    spec: { sorts: { title: 'podcasts.title' }, defaultSort: 'title', idColumn: 'podcasts.id', searchVector: 'podcasts.search_vector', deletedAt: 'podcasts.deleted_at' },
    query: podcastsQuery,
    present: presentPodcastRecord,
    perPage: 25,
  },
  load: loadPodcastRecord,
  label: (podcast) => podcast.title,
  formProps: () => ({ categories: PODCAST_CATEGORIES }),
  input: podcastInput,
  update: podcastUpdate,
  create: (knex, userId, input) => createOwnPodcast(knex, userId, input),
  save: (knex, userId, id, { version, ...input }) => updateRecord(knex, podcastWrites, userId, id, version, input),
  setTrashed: setPodcastTrashed,
};

/** The podcast's create and edit screens and writes, trash and restore, as every other record's. */
export const podcastRecordScreens = (context: AppContext) => recordScreens(context, PODCASTS);
