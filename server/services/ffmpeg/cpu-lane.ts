/**
 * One heavy ffmpeg run at a time in this process. ffmpeg's loudness pass already keeps both cores of a
 * small machine busy, so a second one beside it would only make both slower; but a worker runs two
 * jobs side by side (WORKER_CONCURRENCY), so that one job's download waiting on the network does not
 * hold up another's transcode. The lane lets the jobs overlap where it helps and queues the transcodes.
 */
export interface Lane {
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createLane(slots: number): Lane {
  let inUse = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    inUse--;
    waiting.shift()?.();
  };
  const enter = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (inUse < slots) {
        inUse++;
        return resolve();
      }
      const turn = () => {
        signal?.removeEventListener('abort', give);
        inUse++;
        resolve();
      };
      // Stopped while queued: leave the queue without ever having taken a slot.
      const give = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal!.reason instanceof Error ? signal!.reason : new Error('Stopped while waiting for ffmpeg.'));
      };
      waiting.push(turn);
      signal?.addEventListener('abort', give, { once: true });
    });
  return {
    async run(work, signal) {
      await enter(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** The process's lane for transcodes (song and lecture renditions, stems). */
export const transcodeLane = createLane(1);
