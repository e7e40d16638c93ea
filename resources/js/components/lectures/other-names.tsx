import { Link } from '../link';
import { ArabicText } from '../arabic-text';

interface OtherNamesProps {
  /** The Arabic and English names, those there are. */
  names: { arabic: string | null; english: string | null };
  scholar: { id: number; name: string } | null;
}

/** Under a lecture's or a topic's title: its Arabic and English names, and a link to its scholar. */
export function OtherNames({ names, scholar }: OtherNamesProps) {
  return (
    <>
      {names.arabic && <ArabicText as="p" className="text-2xl text-stone-700">{names.arabic}</ArabicText>}
      {names.english && (
        <p lang="en" className="text-stone-600">
          {names.english}
        </p>
      )}
      {scholar && (
        <p>
          <Link href={`/scholar/${scholar.id}`} className="font-semibold text-teal-700 hover:underline">
            {scholar.name}
          </Link>
        </p>
      )}
    </>
  );
}
