import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what was typed into a server-rendered input before the page's JavaScript started. The input
 * is in the HTML at once, but until React takes it over, its state does not know what was typed
 * (a slow phone can take seconds), and the first render then sets the input back to its state: the
 * typed text vanished. At the commit of the first render, before anything else runs, this reads what
 * the input holds and, when it is not what was `rendered`, hands it to `adopt` (which sets the state,
 * so the text stays and acts as typed).
 */
export function useTypedBeforeStart(input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, rendered: string, adopt: (typed: string) => void) {
  useLayoutEffect(() => {
    const typed = input.current?.value ?? rendered;
    if (typed !== rendered) adopt(typed);
    // Once, at the first commit: later values are the state's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
