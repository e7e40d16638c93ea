import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageStory } from '../../../../../server/features/stories/stories.backstage';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { StoryForm, storyFields } from '../../../components/backstage/story-form';

/** Spec §2 /backstage/story/{id}/edit; the public page is linked once the story is published. */
export default recordEditPage({
  noun: 'story',
  record: ({ story }: { title: string; story: BackstageStory; history: Activity[]; maxBlocks: number }) => story,
  heading: (story) => story.title,
  viewHref: (story) => !!story.published_at && `/story/${story.id}`,
  form: ({ story, maxBlocks }, edit) => <StoryForm initial={storyFields(story)} {...edit} imageUrl={story.image_url} maxBlocks={maxBlocks} />,
});
