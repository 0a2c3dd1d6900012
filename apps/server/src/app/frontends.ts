/**
 * What the server serves beside the API: images at /images/*, the operations console under /console, the payment
 * sandbox, and, when present, the storefront's server rendering (apps/server/src/ssr.ts), last: its catch-all
 * answers every path nothing else took.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { registerConsole } from '../http/console.ts';
import { type ImageStore, registerUploadedImages } from '../modules/images/index.ts';

export const IMAGES_DIR = fileURLToPath(new URL('../../assets/images/', import.meta.url));
const SSR_MODULE = new URL('../ssr.ts', import.meta.url).href;

type RegisterStorefront = (
  app: FastifyInstance,
  opts: { env: Env; clock: () => Date },
) => Promise<void> | void;

async function loadStorefront(env: Env): Promise<RegisterStorefront | null> {
  const exists = await access(fileURLToPath(SSR_MODULE)).then(
    () => true,
    () => false,
  );
  if (!exists) {
    if (env.NODE_ENV === 'test') return null;
    throw new Error('apps/server/src/ssr.ts is missing: the storefront cannot be served');
  }
  const mod = (await import(/* @vite-ignore */ SSR_MODULE)) as { default: RegisterStorefront };
  return mod.default;
}

export async function registerImages(
  app: FastifyInstance,
  { imagesDir, imageStore }: { imagesDir: string; imageStore: ImageStore },
): Promise<void> {
  await app.register(
    async (images) => {
      await images.register(fastifyStatic, {
        root: imagesDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        // Image paths are stable names chosen when an image is uploaded; a year lets repeat visits skip them
        // entirely, and the ETag still revalidates a forced reload (decision 010).
        maxAge: '365d',
      });
      // A missing image answers 404 with the placeholder picture, so an <img> still shows something.
      images.setNotFoundHandler(async (_request, reply) => {
        const placeholder = await readFile(join(imagesDir, 'placeholder.svg')).catch(() => null);
        if (!placeholder) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return reply.code(404).type('image/svg+xml').header('cache-control', 'no-cache').send(placeholder);
      });
      registerUploadedImages(images, imageStore);
    },
    { prefix: '/images' },
  );
}

/** The operations console's static app under /console (issue 11), before the storefront's catch-all. */
export async function registerConsoleApp(
  app: FastifyInstance,
  opts: { env: Env; consoleDir?: string | undefined },
): Promise<void> {
  const consoleDir = opts.consoleDir ?? opts.env.CONSOLE_BUILD_DIR;
  await registerConsole(app, consoleDir ? { dir: consoleDir } : {});
}

/** The storefront (unless `storefront` is false: API tests), last. */
export async function registerStorefront(
  app: FastifyInstance,
  opts: { env: Env; clock: () => Date; storefront?: boolean | undefined },
): Promise<void> {
  if (opts.storefront === false) return;
  const register = await loadStorefront(opts.env);
  if (register) await register(app, { env: opts.env, clock: opts.clock });
}
