/**
 * Uploaded images under /images/uploads/* (decision 257), read through the ImageStore so an object store can
 * take the filesystem's place. A stored name is its content's hash, so the answer is cached for a year and
 * never changes; a missing one gets the /images scope's not-found answer (the placeholder picture).
 */
import type { FastifyInstance } from 'fastify';
import { ifNoneMatchHits } from '../../http/etag.ts';
import type { ImageStore } from './image-store.ts';

export function registerUploadedImages(images: FastifyInstance, store: ImageStore): void {
  images.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `uploads/${(request.params as { '*': string })['*']}`;
    const found = await store.get(key);
    if (!found) return reply.callNotFound();
    const etag = `"${key.slice(key.lastIndexOf('/') + 1, -'.webp'.length)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(found.contentType).send(found.bytes);
  });
}
