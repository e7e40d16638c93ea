/**
 * At most `running` image drawings at once (each keeps a core busy for tens of milliseconds), the
 * others waiting their turn in order. With a bound on the line, a task beyond it is refused at once
 * with the error `refuse` makes, rather than held: a crawler asking for thousands of new images must
 * not starve the pages.
 */
export class RenderSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly line?: { waiting: number; refuse: () => Error },
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.line && this.queue.length >= this.line.waiting) throw this.line.refuse();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // A waiting task takes this slot over directly, so the count stays right.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
