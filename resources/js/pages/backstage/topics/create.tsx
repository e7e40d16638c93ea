import { CreateScreen } from '../../../components/backstage/record-screens';
import { emptyTopic, TopicForm } from '../../../components/backstage/topic-form';

/** Spec §2 /backstage/topics/create. */
export default function CreateTopic({ title, topicTypes }: { title: string; topicTypes: string[] }) {
  return (
    <CreateScreen title={title} heading={title}>
      <TopicForm initial={emptyTopic()} topicTypes={topicTypes} submit={{ method: 'post', url: '/backstage/topics' }} />
    </CreateScreen>
  );
}
