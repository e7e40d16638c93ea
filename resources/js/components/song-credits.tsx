import type { Credits } from '@common/lyrics-lines';
import type { MessageId } from '@common/i18n/catalogue/en';
import { useT } from '../i18n/i18n-context';

/** Who made the song, in the page's language: the words Somali liner notes use, or their English. */
export function SongCredits({ credits }: { credits: Credits }) {
  const t = useT();
  const rows: { label: MessageId; value: string | null }[] = [
    { label: 'credits.poet', value: credits.poet },
    { label: 'credits.composer', value: credits.composer },
    { label: 'credits.singers', value: credits.singers.join(', ') || null },
    { label: 'credits.band', value: credits.band },
  ];
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-[0.14em] text-stone-500 uppercase">{t('credits.heading')}</h2>
      <dl className="mt-3 space-y-2">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label}>
              <dt className="text-xs font-semibold text-stone-500">{t(row.label)}</dt>
              <dd className="font-medium text-stone-900">{row.value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
