// A TCP proxy between a test's server and its PostgreSQL, which the test can cut and restore:
// cut, the open connections are reset and new ones refused, as while PostgreSQL restarts;
// restored, it listens on the same port again.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface DatabaseProxy {
  /** The database URL with the proxy's host and port. */
  url: string;
  /** Resets every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  // The test cluster listens on a Unix socket only (?host=<folder>): the proxy speaks TCP to the app.
  const socketDir = target.searchParams.get('host');
  const targetPort = Number(target.port || 5432);
  const upstreamOf = () => (socketDir?.startsWith('/') ? connect(`${socketDir}/.s.PGSQL.${targetPort}`) : connect(targetPort, target.hostname));
  /** The app's connections (TCP: reset when cut) and the proxy's own to the database. */
  const clients = new Set<Socket>();
  const upstreams = new Set<Socket>();
  const track = (sockets: Set<Socket>, socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = upstreamOf();
        track(clients, client);
        track(upstreams, upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('close', end);
        upstream.on('close', end);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        const address = listening.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.searchParams.delete('host');
  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of clients) socket.resetAndDestroy();
    for (const socket of upstreams) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: url.toString(),
    cut: stop,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
