import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { PublicExplanation } from '@common/explanations';
import { explanationsByLine, pickLine, type LineRun } from '../../lib/explained-lines';

/**
 * The state of a song's explained lines where they are shown (the song page, the player's lyrics
 * panel, karaoke): the published explanations, the line whose explanations are open, and while the
 * listener chooses lines to explain, the run chosen. One line is open at a time; closing gives the
 * focus back to the line that opened it.
 */
export interface LineExplanations {
  songId: number;
  /** The sung lines' text (the quote above the composer). */
  lines: readonly string[];
  list: PublicExplanation[];
  byLine: Map<number, PublicExplanation[]>;
  open: number | null;
  picking: boolean;
  run: LineRun | null;
  /** The chosen run is being written about (the composer is open over the lines). */
  composing: boolean;
  compose: () => void;
  /**
   * The element holding the lines (the hook's second value is its `ref`): marks are found in it by
   * `data-line`. Read in effects and handlers, once something is open.
   */
  container: RefObject<HTMLElement | null>;
  toggle: (line: number) => void;
  close: () => void;
  setPicking: (on: boolean) => void;
  pick: (line: number, extend: boolean) => void;
  /** An explanation whose votes changed, in its place. */
  upsert: (explanation: PublicExplanation) => void;
}

/** The state, and the `ref` callback for the element holding the lines. */
export function useLineExplanations(songId: number, lines: readonly string[], initial: readonly PublicExplanation[]): [LineExplanations, (element: HTMLElement | null) => void] {
  const [list, setList] = useState<PublicExplanation[]>(() => [...initial]);
  // Explanations fetched after the first render (the player's panel, karaoke) replace the list.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setList([...initial]);
  }
  const [open, setOpen] = useState<number | null>(null);
  const [picking, setPickingState] = useState(false);
  const [run, setRun] = useState<LineRun | null>(null);
  const [composing, setComposing] = useState(false);
  // A ref, not state: state set from a ref callback is set while React commits, which renders the
  // lyrics (every line) a second time, synchronously, in the same task as hydrating the page and with
  // the page's effects flushed into it. Nothing is drawn from it; the popover reads it when it opens.
  const container = useRef<HTMLElement | null>(null);
  const holdLines = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const byLine = useMemo(() => explanationsByLine(list), [list]);

  const focusLine = useCallback((line: number) => {
    // After React has drawn the line as a mark again (the picking buttons are gone).
    requestAnimationFrame(() => container.current?.querySelector<HTMLElement>(`[data-line="${line}"]`)?.focus());
  }, []);

  const close = useCallback(() => {
    setOpen((line) => {
      if (line !== null) focusLine(line);
      return null;
    });
  }, [focusLine]);

  const ctl: LineExplanations = {
    songId,
    lines,
    list,
    byLine,
    open,
    picking,
    run,
    composing,
    compose: () => setComposing(run !== null),
    container,
    toggle: (line) => setOpen((current) => (current === line ? null : line)),
    close,
    setPicking: (on) => {
      setPickingState(on);
      setComposing(false);
      setOpen(null);
      if (!on && run) focusLine(run.from);
      setRun(null);
    },
    pick: (line, extend) => setRun((current) => pickLine(current, line, extend)),
    upsert: (explanation) => setList((current) => current.map((item) => (item.id === explanation.id ? explanation : item))),
  };
  return [ctl, holdLines];
}
