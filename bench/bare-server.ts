/**
 * The reference point of `npm run bench`: a bare Fastify hello-world route in its own process, the same
 * Fastify version as the real server. The menu API is judged by its share of this route's req/s on the
 * same machine in the same run, since absolute numbers on a shared 2-core box mean little (STACK-NOTES).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT || 0);
const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify listening on ${address}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
