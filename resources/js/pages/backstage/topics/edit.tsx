import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageTopic } from '../../../../../server/features/topics/topics.backstage';
import { recordEditPage } from '../../../components/backstage/record-screens';
import { TopicForm, topicFields } from '../../../components/backstage/topic-form';

/** Spec §2 /backstage/topics/{id}/edit. */
export default recordEditPage({
  noun: 'topic',
  record: ({ topic }: { title: string; topic: BackstageTopic; history: Activity[]; topicTypes: string[] }) => topic,
  heading: (topic) => topic.name,
  viewHref: (topic) => `/topic/${topic.id}`,
  form: ({ topic, topicTypes }, edit) => <TopicForm initial={topicFields(topic)} topicTypes={topicTypes} {...edit} imageUrl={topic.image_url} />,
});
