import { TooManyRequests } from '../../http/errors';

/**
 * At most `running` drawings at once (each keeps a core busy for tens of milliseconds) and at most
 * `waiting` in line; beyond that a request is refused at once rather than held: a crawler asking for
 * thousands of new cards must not starve the pages.
 */
export class RenderSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new TooManyRequests('Too many share images are being drawn. Try again in a moment.');
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // A waiting drawing takes this slot over directly, so the count stays right.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
