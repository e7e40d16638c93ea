import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and stops accepting new ones: the server behind seems gone. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on a loopback port in front of a real server (PostgreSQL): the clients speak the
 * server's own protocol through it, and the test can make the server unreachable and reachable again
 * without touching the server, which other test files share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | undefined;

  const listen = async () => {
    const listening = net.createServer((client) => {
      const upstream = net.connect(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // One side failing ends both; the other side sees the connection drop, as with a server gone.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    port = (listening.address() as net.AddressInfo).port;
    server = listening;
  };

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    port,
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    close: cut,
  };
}
