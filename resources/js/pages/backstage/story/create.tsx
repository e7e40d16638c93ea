import { CreateScreen } from '../../../components/backstage/record-screens';
import { emptyStory, StoryForm } from '../../../components/backstage/story-form';

/** Spec §2 /backstage/story/create: a story written here starts unpublished. */
export default function CreateStory({ title, maxBlocks }: { title: string; maxBlocks: number }) {
  return (
    <CreateScreen title={title} heading={title}>
      <StoryForm initial={emptyStory()} submit={{ method: 'post', url: '/backstage/story' }} maxBlocks={maxBlocks} />
    </CreateScreen>
  );
}
