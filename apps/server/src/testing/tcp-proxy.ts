import { once } from 'node:events';
import net from 'node:net';

/**
 * A TCP proxy between the app and its PostgreSQL server, to lose the database the ways production
 * does without touching the server other tests share: every connection cut at once (a restart, a
 * failover), new ones refused for a while (the database down), or traffic held (a network stall).
 */
export interface TcpProxy {
  port: number;
  /** `url` (a postgres:// URL) pointed at the proxy instead. */
  through(url: string): string;
  /** Connections open through the proxy now. */
  readonly open: number;
  /** Cuts every open connection, as a database restart does. */
  cutAll(): void;
  /** While true, new connections are closed as soon as they arrive. */
  refuse(refusing: boolean): void;
  /** While true, nothing is passed on in either direction (and nothing is lost). */
  hold(holding: boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  let holding = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
      if (holding) socket.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const pair of [...pairs]) for (const socket of pair) socket.destroy();
    pairs.clear();
  };
  return {
    port,
    through(url) {
      const changed = new URL(url);
      changed.hostname = '127.0.0.1';
      changed.port = String(port);
      return changed.toString();
    },
    get open() {
      return pairs.size;
    },
    cutAll,
    refuse: (value) => void (refusing = value),
    hold(value) {
      holding = value;
      for (const pair of pairs)
        for (const socket of pair) {
          if (value) socket.pause();
          else socket.resume();
        }
    },
    async close() {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
