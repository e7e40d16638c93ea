import type { Credits } from '../lib/lyrics-lines';

/** Who made the song, in the words Somali liner notes use, with the English under each. */
export function SongCredits({ credits }: { credits: Credits }) {
  const rows = [
    { so: 'Ereyada', en: 'Lyrics', value: credits.poet },
    { so: 'Laxanka', en: 'Music', value: credits.composer },
    { so: 'Codka', en: 'Vocals', value: credits.singers.join(', ') || null },
    { so: 'Kooxda', en: 'Band', value: credits.band },
  ].filter((row) => row.value);
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-[0.14em] text-stone-500 uppercase">
        Sameeyayaasha <span lang="en" className="normal-case tracking-normal">· Credits</span>
      </h2>
      <dl className="mt-3 space-y-2">
        {rows.map((row) => (
          <div key={row.so}>
            <dt className="text-xs font-semibold text-stone-500">
              {row.so} <span lang="en" className="font-normal">· {row.en}</span>
            </dt>
            <dd className="font-medium text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
