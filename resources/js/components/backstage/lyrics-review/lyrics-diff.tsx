import { lineDiff } from '../../../lib/line-diff';
import { useT } from '../../../i18n/i18n-context';

/** The current lyrics against the submitted ones, line by line: removed lines struck out, added ones marked. */
export function LyricsDiff({ current, proposed, rtl }: { current: string; proposed: string; rtl?: boolean }) {
  const t = useT();
  const lines = lineDiff(current, proposed);
  return (
    <ol aria-label={t('backstage.diff.changes')} dir={rtl ? 'rtl' : undefined} className="max-h-96 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 py-2 font-mono text-sm leading-relaxed">
      {lines.map((line, index) => (
        <li
          key={index}
          className={`px-3 whitespace-pre-wrap ${line.kind === 'added' ? 'bg-emerald-50 text-emerald-900' : line.kind === 'removed' ? 'bg-red-50 text-red-800 line-through decoration-red-400' : 'text-stone-700'}`}
        >
          <span aria-hidden="true" className="mr-2 inline-block w-3 select-none text-stone-400">
            {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
          </span>
          <span className="sr-only">{line.kind === 'added' ? `${t('backstage.diff.added')} ` : line.kind === 'removed' ? `${t('backstage.diff.removed')} ` : ''}</span>
          {line.text || '\u00a0'}
        </li>
      ))}
    </ol>
  );
}
