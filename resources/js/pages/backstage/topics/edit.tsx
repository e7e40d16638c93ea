import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageTopic } from '../../../../../server/features/topics/topics.backstage';
import { EditScreen } from '../../../components/backstage/record-screens';
import { TopicForm, topicFields } from '../../../components/backstage/topic-form';

/** Spec §2 /backstage/topics/{id}/edit. */
export default function EditTopic({ title, topic, history, topicTypes }: { title: string; topic: BackstageTopic; history: Activity[]; topicTypes: string[] }) {
  const url = `/backstage/topics/${topic.id}`;
  return (
    <EditScreen
      title={title}
      heading={topic.name}
      url={url}
      noun="topic"
      listPath="/backstage/topics"
      trashed={!!topic.deleted_at}
      history={history}
      viewHref={`/topic/${topic.id}`}
      form={<TopicForm initial={topicFields(topic)} topicTypes={topicTypes} submit={{ method: 'put', url, version: topic.version }} reloadUrl={`${url}/edit`} imageUrl={topic.image_url} />}
    />
  );
}
