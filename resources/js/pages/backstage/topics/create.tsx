import { recordCreatePage } from '../../../components/backstage/record-screens';
import { emptyTopic, TopicForm } from '../../../components/backstage/topic-form';

/** Spec §2 /backstage/topics/create. */
export default recordCreatePage({ noun: 'topic', form: ({ topicTypes }: { title: string; topicTypes: string[] }, submit) => <TopicForm initial={emptyTopic()} topicTypes={topicTypes} submit={submit} /> });
