import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageStory } from '../../../../../server/features/stories/stories.backstage';
import { EditScreen } from '../../../components/backstage/record-screens';
import { StoryForm, storyFields } from '../../../components/backstage/story-form';

/** Spec §2 /backstage/story/{id}/edit; the public page is linked once the story is published. */
export default function EditStory({ title, story, history, maxBlocks }: { title: string; story: BackstageStory; history: Activity[]; maxBlocks: number }) {
  const url = `/backstage/story/${story.id}`;
  return (
    <EditScreen
      title={title}
      heading={story.title}
      url={url}
      noun="story"
      listPath="/backstage/story"
      trashed={!!story.deleted_at}
      history={history}
      {...(story.published_at ? { viewHref: `/story/${story.id}` } : {})}
      form={<StoryForm initial={storyFields(story)} submit={{ method: 'put', url, version: story.version }} reloadUrl={`${url}/edit`} imageUrl={story.image_url} maxBlocks={maxBlocks} />}
    />
  );
}
