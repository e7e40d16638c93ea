import { recordCreatePage } from '../../../components/backstage/record-screens';
import { emptyResource, ResourceForm } from '../../../components/backstage/resource-form';
import type { TextBlock } from '../../../components/backstage/text-blocks-editor';

interface CreateResourceProps {
  title: string;
  languages: TextBlock['language'][];
  maxTopics: number;
  maxBlocks: number;
}

/** Spec §2 /backstage/resources/create: recordings chosen here are attached when it is created. */
export default recordCreatePage({
  noun: 'resource',
  form: ({ languages, maxTopics, maxBlocks }: CreateResourceProps, submit) => <ResourceForm initial={emptyResource()} submit={submit} languages={languages} maxTopics={maxTopics} maxBlocks={maxBlocks} attached={[]} />,
});
