import type { MouseEvent, ReactNode } from 'react';
import { inRun } from '../../lib/explained-lines';
import { useT } from '../../i18n/i18n-context';
import { CommentIcon } from '../icons';
import type { LineExplanations } from './use-line-explanations';

/**
 * A line of lyrics where explanations are shown. While the listener chooses lines it is a toggle
 * (a second line, or Shift-click, makes a run); an explained line is a button opening its
 * explanations, marked by a dotted underline, a tint and a bubble (not by colour alone); any other
 * line is plain text. `data-line` lets the popover find it, and the focus come back to it.
 */
export function ExplainedLine({ ctl, line, children }: { ctl: LineExplanations; line: number; children: ReactNode }) {
  const t = useT();
  if (ctl.picking) {
    const picked = inRun(ctl.run, line);
    return (
      <button
        type="button"
        data-line={line}
        aria-pressed={picked}
        onClick={(event: MouseEvent) => ctl.pick(line, event.shiftKey)}
        className="-mx-1.5 rounded-md px-1.5 text-start outline-dashed outline-1 outline-transparent transition hover:bg-teal-50 hover:outline-teal-600/50 aria-pressed:bg-teal-700 aria-pressed:text-white"
      >
        {children}
      </button>
    );
  }
  const explanations = ctl.byLine.get(line);
  if (!explanations) return <>{children}</>;
  const open = ctl.open === line;
  return (
    <button
      type="button"
      data-line={line}
      data-explained="true"
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={() => ctl.toggle(line)}
      className="-mx-1 rounded px-1 text-start underline decoration-amber-600 decoration-dotted decoration-2 underline-offset-[0.3em] transition hover:bg-amber-100 aria-expanded:bg-amber-100 bg-amber-50/80"
    >
      {children}
      <CommentIcon className="ms-1.5 inline size-[0.9em] align-[-0.05em] text-amber-700" />
      <span className="sr-only"> ({t('explain.hasExplanation')})</span>
    </button>
  );
}
