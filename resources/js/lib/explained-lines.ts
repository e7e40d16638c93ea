import { MAX_EXPLAINED_LINES, type PublicExplanation } from '@common/explanations';

/** A run of lines, numbered as explanations number them (common/explanations.ts), `to` inclusive. */
export interface LineRun {
  from: number;
  to: number;
}

/**
 * The published explanations covering each line; a line in several runs lists each in the order
 * given (the server's: best voted first), so a vote cast in the open sheet does not reorder it.
 */
export function explanationsByLine(explanations: readonly PublicExplanation[]): Map<number, PublicExplanation[]> {
  const byLine = new Map<number, PublicExplanation[]>();
  for (const explanation of explanations) {
    for (let line = explanation.from_line; line <= explanation.to_line; line++) {
      const list = byLine.get(line) ?? [];
      list.push(explanation);
      byLine.set(line, list);
    }
  }
  return byLine;
}

/**
 * The run after a click on `line` while choosing lines: the first pick starts a run of one; another
 * line (a second tap, or a Shift-click) stretches it from where it started, to at most
 * MAX_EXPLAINED_LINES; a plain click inside a longer run starts over there.
 */
export function pickLine(run: LineRun | null, line: number, extend: boolean): LineRun {
  if (!run) return { from: line, to: line };
  const single = run.from === run.to;
  if (!extend && !single) return { from: line, to: line };
  if (single && line === run.from) return run;
  const anchor = run.from;
  if (line >= anchor) return { from: anchor, to: Math.min(line, anchor + MAX_EXPLAINED_LINES - 1) };
  return { from: Math.max(line, anchor - MAX_EXPLAINED_LINES + 1), to: anchor };
}

export const inRun = (run: LineRun | null, line: number) => run !== null && line >= run.from && line <= run.to;
