import { recordCreatePage } from '../../../components/backstage/record-screens';
import { emptyStory, StoryForm } from '../../../components/backstage/story-form';

/** Spec §2 /backstage/story/create: a story written here starts unpublished. */
export default recordCreatePage({ noun: 'story', form: ({ maxBlocks }: { title: string; maxBlocks: number }, submit) => <StoryForm initial={emptyStory()} submit={submit} maxBlocks={maxBlocks} /> });
