/**
 * Lighthouse's CPU benchmark index of this machine, measured now, as Lighthouse measures it (its own
 * page function, `computeBenchmarkIndex`: a second of string building and array copying in a page),
 * for `bench:lighthouse --throttling devtools --cpu-index N`. Applied throttling slows the CPU while the
 * page loads, so the slowdown that makes this machine a machine of index N has to be known before the
 * audit starts; Lighthouse's own figure comes from the audit's start, too late to set it. The index of
 * a shared machine moves from one minute to the next, so it is measured just before each audit, in a
 * browser of its own with nothing else in it, three times (the caller keeps the median).
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { withPipedPage } from './piped-chromium';

const MEASUREMENTS = 3;

/** The index measured MEASUREMENTS times in a row, in one fresh browser. */
export async function measureBenchmarkIndex(chromium: string, flags: string[]): Promise<number[]> {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  return withPipedPage(chromium, flags, async (page) => {
    const measured: number[] = [];
    for (let i = 0; i < MEASUREMENTS; i++) {
      const { result } = await page<{ result: { value?: number } }>('Runtime.evaluate', { expression, returnByValue: true });
      if (typeof result.value !== 'number' || !(result.value > 0)) throw new Error(`the benchmark index came back as ${JSON.stringify(result.value)}`);
      measured.push(result.value);
    }
    return measured;
  });
}
