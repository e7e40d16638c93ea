import { fork } from 'node:child_process';

/**
 * A load generator in a child process, asked one thing at a time: the load never shares an event
 * loop with the server it measures. The module answers each message with `{ok, result}` or
 * `{ok: false, error}` (see stream-load.ts, load-client.ts).
 */
export function forkWorker<Message>(module: URL) {
  const child = fork(module, [], { execArgv: ['--import', 'tsx'] });
  return {
    ask<T>(message: Message): Promise<T> {
      return new Promise((resolve, reject) => {
        child.once('message', (reply: { ok: boolean; result?: T; error?: string }) =>
          reply.ok ? resolve(reply.result!) : reject(new Error(reply.error)),
        );
        child.send(message as object);
      });
    },
    stop: () => child.kill(),
  };
}

export type Worker<Message> = ReturnType<typeof forkWorker<Message>>;
