import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for a server on the internet (a feed host, a news site, an API), listening on this machine. */
export interface LocalHttpServer {
  server: Server;
  /** host:port, as OUTBOUND_ALLOW_HOSTS names it. */
  host: string;
  /** `http://host:port` */
  url: string;
  port: number;
  /** Stops listening and drops the connections still open (a slow answer a test gave up on). */
  close(): Promise<void>;
}

/** Starts `handler` on a free port of 127.0.0.1. */
export async function startLocalHttpServer(handler: RequestListener): Promise<LocalHttpServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
