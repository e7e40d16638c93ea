import { useEffect } from 'react';
import { router } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageResource } from '../../../../../server/features/lectures/lectures.backstage';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { ResourceForm, resourceFields } from '../../../components/backstage/resource-form';
import type { TextBlock } from '../../../components/backstage/text-blocks-editor';

interface EditResourceProps {
  title: string;
  resource: BackstageResource;
  history: Activity[];
  languages: TextBlock['language'][];
  maxTopics: number;
  maxBlocks: number;
}

/** How often the screen asks again while a recording is being normalised. */
const PROCESSING_POLL_MS = 4000;

const Screen = recordEditPage({
  noun: 'resource',
  record: ({ resource }: EditResourceProps) => resource,
  heading: (resource) => resource.title,
  viewHref: (resource) => `/resource/${resource.id}`,
  form: ({ resource, languages, maxTopics, maxBlocks }, edit) => <ResourceForm initial={resourceFields(resource)} {...edit} languages={languages} maxTopics={maxTopics} maxBlocks={maxBlocks} attached={resource.media} />,
});

/** Spec §2 /backstage/resources/{id}/edit with the media panel. */
export default function EditResource(props: EditResourceProps) {
  const processing = props.resource.media.some((media) => media.status === 'processing');
  // Only the record's media state is asked for again: the form and what staff typed stay as they are.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => router.reload({ only: ['resource'] }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing]);
  return <Screen {...props} />;
}
