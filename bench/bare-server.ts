/**
 * The reference point of `npm run bench`: a bare Fastify hello-world route in its own process, the same
 * Fastify version as the real server. The menu API is judged by its share of this route's req/s on the
 * same machine in the same run, since absolute numbers on a shared 2-core box mean little (STACK-NOTES).
 *
 * It also sends, as they are, bytes the bench gave it (`PUT /bytes/:name`, then `GET /bytes/:name`): the menu
 * API's own compressed answer, so that the run shows what moving those bytes costs on this machine apart from
 * the server's work (decision 371). It listens on the loopback address only and lives as long as the run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.get('/hello', async () => ({ hello: 'world' }));

const bodies = new Map<string, { bytes: Buffer; encoding: string | undefined }>();
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
  done(null, body),
);
app.put<{ Params: { name: string } }>('/bytes/:name', (request, reply) => {
  const encoding = request.headers['x-content-encoding'];
  bodies.set(request.params.name, {
    bytes: request.body as Buffer,
    encoding: typeof encoding === 'string' ? encoding : undefined,
  });
  reply.code(204).send();
});
app.get<{ Params: { name: string } }>('/bytes/:name', (request, reply) => {
  const body = bodies.get(request.params.name);
  if (!body) return reply.code(404).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (body.encoding) reply.header('content-encoding', body.encoding);
  return reply.send(body.bytes);
});

const port = Number(process.env.PORT || 0);
const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify listening on ${address}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
