import type { ProcessingState } from '../../../../server/features/songs/songs.backstage.queries';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

/** Spec §4's indicator: one symbol and a word per state, the colours of the spec (blue and green checks). */
const LOOK: Record<ProcessingState, { symbol: string; className: string }> = {
  repeat: { symbol: '✓', className: 'bg-stone-100 text-stone-700' },
  fail: { symbol: '✕', className: 'bg-red-100 text-red-800' },
  processing: { symbol: '⟳', className: 'bg-amber-100 text-amber-900' },
  ready: { symbol: '✓', className: 'bg-sky-100 text-sky-800' },
  pending: { symbol: '…', className: 'bg-stone-100 text-stone-600' },
  done: { symbol: '✓', className: 'bg-emerald-100 text-emerald-800' },
  'no-audio': { symbol: '–', className: 'bg-stone-100 text-stone-500' },
};

export function ProcessingBadge({ state }: { state: ProcessingState }) {
  const look = LOOK[state];
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`} data-status={state}>
      <span aria-hidden="true">{look.symbol}</span>
      {t(`backstage.status.${state}` as MessageId)}
    </span>
  );
}
