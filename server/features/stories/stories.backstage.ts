import type { Knex } from 'knex';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { validateForm } from '../../backstage/form-input';
import type { MediaUrl } from '@common/media-url';
import { id } from '../../backstage/form-fields';
import { createRecord, updateRecord } from '../../backstage/record-writes';
import { recordScreens, type RecordKind } from '../../backstage/record-screens';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { answerWrite } from '../../backstage/write-answer';
import { MAX_STORY_BLOCKS, storyInput, storyUpdate, type StoryBlockInput, type StoryInput, type StoryUpdate } from './stories.schema';
import { setStoryPublished, setStoryTrashed, STORY_ENTITY, STORY_NOT_FOUND, storyWrites } from './stories.writes';
import { importStory } from './story-import.backstage';

export const STORIES_LIST = '/backstage/story';

interface StoryRow {
  id: number;
  title: string;
  image: string | null;
  source_name: string | null;
  source_article: string | null;
  author: string | null;
  source_published_at: Date | null;
  published_at: Date | null;
  blocks: StoryBlockInput[] | null;
  extra: { text_formatted?: boolean; image_imported?: boolean } | null;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const presentListItem = (row: StoryRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  image_url: mediaUrl(row.image),
  source: { name: row.source_name },
  source_article: row.source_article,
  author: row.author,
  published_at: row.published_at?.toISOString() ?? null,
  extra: { text_formatted: row.extra?.text_formatted === true, image_imported: row.extra?.image_imported === true },
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageStoryListItem = ReturnType<typeof presentListItem>;

async function loadStory(knex: Knex, storyId: number, mediaUrl: MediaUrl) {
  const row = await knex('stories').where('id', storyId).first<StoryRow | undefined>();
  if (!row) throw new NotFound(STORY_NOT_FOUND);
  return {
    ...presentListItem(row, mediaUrl),
    image: row.image,
    source_published_at: row.source_published_at?.toISOString() ?? null,
    // Each image block with the address the editor previews it from.
    blocks: (row.blocks ?? []).map((block) => (block.type === 'image' ? { ...block, preview: mediaUrl(block.data.url) } : block)),
    version: row.version,
  };
}
export type BackstageStory = Awaited<ReturnType<typeof loadStory>>;

const STORIES: RecordKind<StoryRow, BackstageStoryListItem, BackstageStory, StoryInput, StoryUpdate> = {
  path: STORIES_LIST,
  page: 'backstage/story',
  prop: 'story',
  listProp: 'stories',
  titles: { list: 'backstage.section.story', create: 'backstage.new.story' },
  entity: STORY_ENTITY,
  notFound: STORY_NOT_FOUND,
  list: {
    spec: {
      sorts: { title: 'stories.title', published_at: 'stories.published_at', updated_at: 'stories.updated_at' },
      defaultSort: '-updated_at',
      idColumn: 'stories.id',
      searchVector: 'stories.list_search_vector',
      listSearch: { table: 'stories', text: `concat_ws(' ', t.title, t.source_name, t.author)` },
      deletedAt: 'stories.deleted_at',
    },
    query: (knex) => knex('stories').select('*'),
    present: presentListItem,
    perPage: 25,
  },
  load: loadStory,
  label: (story) => story.title,
  formProps: () => ({ maxBlocks: MAX_STORY_BLOCKS }),
  input: storyInput,
  update: storyUpdate,
  create: (knex, userId, input) => createRecord(knex, storyWrites, userId, input),
  save: (knex, userId, storyId, { version, ...input }) => updateRecord(knex, storyWrites, userId, storyId, version, input),
  setTrashed: setStoryTrashed,
};

const publishInput = z.object({ id: id('Choose the story to publish.') });

/**
 * Back to the list as it was (its search and page), when that is where the action came from. Only
 * the list's own path is taken from the referer, so it can never send anyone elsewhere.
 */
function listPathOf(req: Request): string {
  try {
    const from = new URL(req.get('referer') ?? '', 'http://referer.invalid');
    if (from.pathname === STORIES_LIST) return `${from.pathname}${from.search}`;
  } catch {
    // No usable referer: the list's first page.
  }
  return STORIES_LIST;
}

/** Spec §7 POST /backstage/story/publish|unpublish {id}; spec §4: then the list reloads. */
const publishAction =
  ({ db: { knex }, mediaUrl }: AppContext, published: boolean): RequestHandler =>
  async (req, res) => {
    const { id: storyId } = validateForm(publishInput, req.body ?? {});
    await setStoryPublished(knex, req.user!.id, storyId, published);
    const story = await loadStory(knex, storyId, mediaUrl);
    answerWrite(req, res, { status: 200, location: listPathOf(req), message: `${story.title} ${published ? 'is published' : 'is no longer published'}.`, data: story });
  };

/** Spec §2 /backstage/story (list, import by URL, publish/unpublish), /create and /{id}/edit. */
export function storyBackstageRoutes(context: AppContext): Router {
  const router = Router();
  router.post(`${STORIES_LIST}/publish`, publishAction(context, true));
  router.post(`${STORIES_LIST}/unpublish`, publishAction(context, false));
  router.post('/api/backstage/get-story', importStory(context));
  mountRecordRoutes(router, STORIES_LIST, recordScreens(context, STORIES));
  return router;
}

export const storyUploadRoutes = recordFormUploads(STORIES_LIST);
