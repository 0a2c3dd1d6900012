/**
 * Strong ETags and conditional GETs for menu reads (docs/decisions/010-menu-cache-and-etag.md).
 *
 * Routes with `config: { etag: true }` get an ETag computed from the serialized body; a matching
 * If-None-Match turns the answer into 304 with no body. The overall menu sets its own ETag from its cache
 * entry (hashed once per build) and answers 304 before doing any work.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Add a strong ETag to 200 answers and honour If-None-Match. */
    etag?: boolean;
  }
}

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether If-None-Match names `etag`. RFC 9110 §13.1.2: weak comparison (a W/ prefix does not matter),
 * a list of tags, or "*".
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Headers every cacheable API read carries: revalidate each time, vary by merchant and encoding. */
export function setRevalidateHeaders(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'merchant, accept-encoding');
}

/** 304 for a matching If-None-Match; true when the reply was sent. */
export function replyNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}

const etagOnSend: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    return done(null, payload);
  }
  const etag = strongEtag(payload);
  setRevalidateHeaders(reply, etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return done(null, '');
  }
  done(null, payload);
};

/**
 * Adds the ETag hook to the routes that ask for it, only to them (a global hook would cost every request).
 * Call before the routes are registered. Route-level hooks run before @fastify/compress, which adds its own
 * onSend hook later in the same list, so the tag is computed on the uncompressed body.
 */
export function registerEtag(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.etag) return;
    const existing = route.onSend;
    route.onSend = existing
      ? [etagOnSend, ...(Array.isArray(existing) ? existing : [existing])]
      : [etagOnSend];
  });
}
