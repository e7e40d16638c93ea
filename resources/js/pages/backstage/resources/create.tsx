import { CreateScreen } from '../../../components/backstage/record-screens';
import { emptyResource, ResourceForm } from '../../../components/backstage/resource-form';
import type { TextBlock } from '../../../components/backstage/text-blocks-editor';

interface CreateResourceProps {
  title: string;
  languages: TextBlock['language'][];
  maxTopics: number;
  maxBlocks: number;
}

/** Spec §2 /backstage/resources/create: recordings chosen here are attached when it is created. */
export default function CreateResource({ title, languages, maxTopics, maxBlocks }: CreateResourceProps) {
  return (
    <CreateScreen title={title} heading={title}>
      <ResourceForm initial={emptyResource()} submit={{ method: 'post', url: '/backstage/resources' }} languages={languages} maxTopics={maxTopics} maxBlocks={maxBlocks} attached={[]} />
    </CreateScreen>
  );
}
