import { Link } from '../link';
import { ArabicText } from '../arabic-text';

interface TopicChip {
  id: number;
  name: string;
  name_translations: { arabic: string | null };
}

/** Topics as links, each with its Arabic name beside it. */
export function TopicChips({ topics }: { topics: TopicChip[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link href={`/topic/${topic.id}`} className="inline-flex items-baseline gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 transition hover:border-teal-600 hover:text-teal-800">
            {topic.name}
            {topic.name_translations.arabic && <ArabicText className="text-base font-normal text-stone-500">{topic.name_translations.arabic}</ArabicText>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
