/**
 * Limits on what a client may send (issue 15 §5), for every route, storefront and API alike:
 *
 * - time: the whole request within `REQUEST_TIMEOUT_MS`. Node's server.requestTimeout is set to it, but Node
 *   enforces that only until the request is handed to the application, not while its body arrives (a body
 *   trickled 10 bytes at a time kept the connection and its buffers forever). So a request whose body is not
 *   complete when it arrives gets a timer: still incomplete at the limit, it is answered 408 (if nothing was
 *   answered yet) and its connection closed.
 * - size: a body whose declared length is over the route's limit is refused with 413 before a byte of it is read
 *   (Fastify does this for its own parsers, /api's 64 kB; `declaredTooLarge` is for the storefront, which reads its
 *   form bodies itself), and a chunked body stops being read at the limit.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Closes requests whose body is still arriving `timeoutMs` after their headers. */
export function limitRequestTime(server: Server, timeoutMs: number): void {
  server.requestTimeout = timeoutMs;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.complete) return;
    // No body announced: nothing can trickle in after the headers (their own limit applies). Most requests are
    // bodyless GETs, so this spares them a timer and three listeners each (decision 301).
    if (
      request.headers['content-length'] === undefined &&
      request.headers['transfer-encoding'] === undefined
    ) {
      return;
    }
    const timer = setTimeout(() => {
      if (request.complete) return;
      if (!response.headersSent) {
        response.writeHead(408, { connection: 'close', 'content-type': 'text/plain; charset=utf-8' });
        response.end('Request Timeout');
      }
      // Give the 408 a moment to leave, then drop the connection whatever the client still sends.
      setTimeout(() => request.socket.destroy(), 50).unref();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.once('end', clear);
    request.once('close', () => {
      if (request.complete) clear();
    });
    response.once('close', () => {
      if (request.complete) clear();
    });
  });
}

export function applyRequestLimits(app: FastifyInstance, timeoutMs: number): void {
  limitRequestTime(app.server, timeoutMs);
}

/** Whether a request's Content-Length already says its body is over `limit` bytes. */
export function declaredTooLarge(headers: { 'content-length'?: string | undefined }, limit: number): boolean {
  const declared = Number(headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}
