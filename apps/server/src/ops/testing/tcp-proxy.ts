/**
 * A TCP proxy for fault tests: while `down`, it closes every new connection at once and has dropped the open
 * ones (a database that crashed or is restarting); `up()` forwards again.
 */

import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, opts: { down?: boolean } = {}) {
  const pairs = new Set<Socket>();
  let down = opts.down ?? false;
  const server = createServer((client) => {
    client.on('error', () => {});
    if (down) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    pairs.add(client);
    pairs.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => {
      pairs.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      pairs.delete(upstream);
      client.destroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: TcpProxy = {
    port: (server.address() as AddressInfo).port,
    down() {
      down = true;
      for (const socket of pairs) socket.destroy();
    },
    up() {
      down = false;
    },
    async close() {
      for (const socket of pairs) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return proxy;
}
