/**
 * The menu's early answers (decision 345): a cached, current overall menu is written from the server's own
 * 'request' listener, before Fastify makes a request and a reply for it. What Fastify costs per request even
 * when the first hook answers (decision 339) — routing, the request and reply objects, the request id
 * (`randomUUID`), the child logger, the hook runner, the onResponse hooks and the log controller — is then not
 * paid; what is left is Node's parsing and writing, the lookups of fast-path.ts and one `writeHead`.
 *
 * The listener takes the place of Fastify's handler among the server's 'request' listeners and hands Fastify
 * every request it does not answer, unchanged. It answers only what the first hook would answer, with the same
 * prepared headers and bytes (fast-path.ts `createMenuAnswers`), and only when nothing of Fastify's lifecycle
 * could be seen in the answer or around it:
 *
 * - not while the app closes (Fastify answers those with `Connection: close`, main.ts's graceful stop);
 * - not while request lines are logged (LOG_LEVEL=debug: Fastify's log controller writes them, with the id);
 * - HSTS as the route adds it: over TLS, or when a trusted proxy (TRUST_PROXY) says https in X-Forwarded-Proto
 *   (the last entry, as Fastify's request.protocol reads it).
 *
 * The answer is counted in the same `http_requests_total` and `http_request_duration_seconds` series as the
 * route (method GET, the route's pattern, the status), with children bound once; the duration runs from the
 * listener to the answer handed to the socket (or its 'finish', when the socket could not take it at once).
 *
 * Other parts add their own early answers with `answerEarly` (the kept menu pages, http/page-early.ts, decision
 * 350): one listener asks each in turn, under the same conditions (not closing, request lines not logged).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import type { RequestMetricChildren } from '../../ops/metrics.ts';
import { type MenuAnswers, OVERALL_PATH } from './fast-path.ts';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * An early answer: writes the whole answer and returns true, or returns false having written nothing (Fastify
 * then gets the request). `start` is performance.now() at the listener, for the duration metric.
 */
export type EarlyAnswerer = (req: IncomingMessage, res: ServerResponse, start: number) => boolean;

/** The last entry of a comma-separated header, trimmed (Fastify's getLastEntryInMultiHeaderValue). */
export function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}

/** What request.protocol would say is https, for a trusted proxy or not. */
export function overTls(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  if (trustProxy && typeof forwarded === 'string' && forwarded !== '')
    return lastEntry(forwarded) === 'https';
  return (req.socket as TLSSocket).encrypted === true;
}

/** Counts one answer: the bound children of its status, the time from `start` (performance.now()). */
function record(children: RequestMetricChildren, start: number): void {
  children.count.inc();
  children.time.observe((performance.now() - start) / 1000);
}

/** Counts an answer just written in the route's series (no-op without metrics). */
export function counted(
  children: RequestMetricChildren | undefined,
  res: ServerResponse,
  start: number,
): void {
  if (!children) return;
  // Handed to the socket at once (the usual case): counted now; else when the last byte has left. `end` wrote the
  // answer through the socket synchronously, and the kernel took it whole when nothing of it waits in the
  // socket's buffer: 'finish' only follows on the next tick, and a listener per answer (a bound function, an
  // add and a remove) was ~2% of a menu answer's CPU. (No closure made per answer: the loader's keepNames wraps
  // each one in a call.)
  if (res.writableFinished || (res.writableEnded && res.socket?.writableLength === 0))
    record(children, start);
  else res.once('finish', record.bind(undefined, children, start));
}

/** The early answers of one server, in the order they were added. */
const answerersOf = new WeakMap<Server, EarlyAnswerer[]>();

/**
 * Adds an early answer to the app's server (the root instance's), installing the listener in front of Fastify's
 * handler once the app is ready (routes, hooks and the metrics are all registered then, and the server does
 * not listen yet).
 */
export function answerEarly(app: FastifyInstance, answerer: EarlyAnswerer): void {
  const known = answerersOf.get(app.server);
  if (known) {
    known.push(answerer);
    return;
  }
  const answerers = [answerer];
  answerersOf.set(app.server, answerers);
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.addHook('onReady', (done) => {
    const server = app.server;
    const listeners = server.listeners('request') as RequestListener[];
    // Fastify's handler is the first: it made the server with it (http.createServer(options, handler)).
    const fastify = listeners[0];
    if (!fastify) return done();
    // Fastify's silent logger (logger: false) has no levels: it writes no request lines either.
    const log = app.log as { isLevelEnabled?: (level: string) => boolean };
    const linesLogged = () => log.isLevelEnabled?.('debug') === true;

    function early(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || closing || linesLogged()) return false;
      const start = performance.now();
      for (const answer of answerers) if (answer(req, res, start)) return true;
      return false;
    }

    const inFront: RequestListener = function (this: unknown, req, res) {
      if (!early(req, res)) fastify.call(this, req, res);
    };
    server.removeAllListeners('request');
    server.on('request', inFront);
    for (const other of listeners.slice(1)) server.on('request', other);
    done();
  });
}

/** The cached overall menu's early answer (decision 345). */
export function answerBeforeFastify(
  app: FastifyInstance,
  answers: MenuAnswers,
  opts: { trustProxy: boolean },
): void {
  const { trustProxy } = opts;
  let ok: RequestMetricChildren | undefined;
  let notModified: RequestMetricChildren | undefined;
  app.addHook('onReady', (done) => {
    const children = app.requestMetrics;
    ok = children?.('GET', OVERALL_PATH, 200);
    notModified = children?.('GET', OVERALL_PATH, 304);
    done();
  });
  answerEarly(app, (req, res, start) => {
    const url = req.url;
    if (url === undefined || !url.startsWith(OVERALL_PATH)) return false;
    const { headers } = req;
    const answer = answers.answerFor(
      url,
      headers.merchant,
      headers['if-none-match'],
      headers['accept-encoding'],
    );
    if (!answer) return false;
    res.writeHead(
      answer.status,
      (overTls(req, trustProxy) ? answer.headersOverTls : answer.headers) as string[],
    );
    res.end(answer.body);
    counted(answer.status === 304 ? notModified : ok, res, start);
    return true;
  });
}
