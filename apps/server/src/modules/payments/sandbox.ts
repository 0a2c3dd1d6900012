/** The payment sandbox (issue 4): a local page that plays the providers' part. Registered at the root. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';

export async function registerPaymentSandbox(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
