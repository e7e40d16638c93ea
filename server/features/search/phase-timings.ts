/**
 * How long each phase of one search took, sent as a `Server-Timing` header (shown by the browser's
 * developer tools, read by the benchmark) so that a slow search says where its time went: the
 * dictionary lookup, the copy of the most played songs (when it had to be read), the ranking with
 * its cards, and whatever lies outside them (HTTP, JSON, waiting).
 */
export class PhaseTimings {
  private readonly phases: [string, number][] = [];

  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.phases.push([phase, performance.now() - started]);
    }
  }

  /** `lookup;dur=0.62, rank;dur=1.71`: the Server-Timing syntax, durations in milliseconds. */
  header(): string {
    return this.phases.map(([phase, ms]) => `${phase};dur=${ms.toFixed(2)}`).join(', ');
  }
}
