/**
 * Graceful shutdown (issue 15 §4): on SIGTERM the server stops accepting, lets the request in flight finish and
 * exits 0. The real main.ts runs as a child process on an in-memory PGlite; the request in flight is one whose
 * body is still arriving when the signal comes.
 */
import { connect } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { type ChildServer, START_TIMEOUT, startChildServer } from './testing/child-server.ts';

let server: ChildServer;
afterAll(async () => {
  await server?.stop();
});

it(
  'finishes the request in flight on SIGTERM, refuses new connections and exits 0',
  async () => {
    server = await startChildServer({ DATA_DIR: 'memory://' });
    await expect
      .poll(async () => (await fetch(`${server.base}/readyz`).catch(() => null))?.status, {
        timeout: START_TIMEOUT,
        interval: 200,
      })
      .toBe(200);
    const { port } = new URL(server.base);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const body = '{"hello":"world"}';
    socket.write(
      `POST /api/nothing-here HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Stopped accepting: a new connection is refused while the old request is still open.
    expect(
      await fetch(`${server.base}/healthz`).then(
        () => 'served',
        () => 'refused',
      ),
    ).toBe('refused');
    expect(server.exited()).toBeNull();
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"code":"NOT_FOUND"');
    const code = await server.waitForExit();
    if (code !== 0) console.log(server.output());
    expect(code).toBe(0);
  },
  START_TIMEOUT + 30_000,
);
