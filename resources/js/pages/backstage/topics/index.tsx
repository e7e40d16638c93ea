import type { BackstageTopic } from '../../../../../server/features/topics/topics.backstage';
import { arabicLine, recordListPage } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/topics: name (with its Arabic), type, scholar and how many lectures. */
export default recordListPage<BackstageTopic>({
  noun: 'topic',
  rows: 'topics',
  name: (topic) => topic.name,
  thumb: (topic) => topic.image_url,
  subtitle: (topic) => arabicLine(topic.name_translations.arabic),
  columns: (t) => [
    { label: t('backstage.col.type'), sort: 'topic_type', cell: (topic) => <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">{topic.topic_type}</span> },
    { label: t('backstage.col.scholar'), wide: true, cell: (topic) => topic.scholar?.name ?? '—' },
    { label: t('backstage.col.resources'), sort: 'resources_count', wide: true, className: 'text-right tabular-nums', cell: (topic) => topic.resources_count },
  ],
});
