import { useEffect } from 'react';
import { router } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageResource } from '../../../../../server/features/lectures/lectures.backstage';
import { EditScreen } from '../../../components/backstage/record-screens';
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

/** Spec §2 /backstage/resources/{id}/edit with the media panel. */
export default function EditResource({ title, resource, history, languages, maxTopics, maxBlocks }: EditResourceProps) {
  const url = `/backstage/resources/${resource.id}`;
  const processing = resource.media.some((media) => media.status === 'processing');
  // Only the record's media state is asked for again: the form and what staff typed stay as they are.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => router.reload({ only: ['resource'] }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing]);
  return (
    <EditScreen
      title={title}
      heading={resource.title}
      url={url}
      noun="resource"
      listPath="/backstage/resources"
      trashed={!!resource.deleted_at}
      history={history}
      viewHref={`/resource/${resource.id}`}
      form={
        <ResourceForm
          initial={resourceFields(resource)}
          submit={{ method: 'put', url, version: resource.version }}
          reloadUrl={`${url}/edit`}
          languages={languages}
          maxTopics={maxTopics}
          maxBlocks={maxBlocks}
          attached={resource.media}
        />
      }
    />
  );
}
