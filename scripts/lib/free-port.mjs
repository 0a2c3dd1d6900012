/** Finds a TCP port nobody listens on, so parallel runs on a shared machine do not collide. */
import { createServer } from 'node:net';

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '0.0.0.0' }, () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** `preferred` when it is free, else the next few ports, else any port the OS hands out. */
export async function findFreePort(preferred) {
  for (let port = preferred; port < preferred + 20; port++) {
    const free = await tryListen(port);
    if (free) return free;
  }
  return tryListen(0);
}
