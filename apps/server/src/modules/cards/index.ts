/**
 * The cards module (issue 4): saved cards under /api/payments/v2/cards (decisions 130-132).
 *
 * Live mode talks to Payme's Subscribe API at env.PAYME_SUBSCRIBE_URL with the merchant's cashbox id. Sandbox
 * mode (env.PAYMENTS_MODE === 'sandbox') answers from our fake Payme in process, which is also served at
 * /api/sandbox/payme-subscribe; its codes go to the log and, in tests or with SMS_MODE=log, to
 * GET /api/testing/v1/last-card-code?card=<id>.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createFakeSubscribe } from './fake-subscribe.ts';
import { createPaymeSubscribe } from './payme-subscribe.ts';
import { createCardRepository } from './repository.ts';
import { cardRoutes } from './routes.ts';
import { createCardService } from './service.ts';

/** Where the sandbox's fake Payme is served (under /api). */
export const SANDBOX_SUBSCRIBE_PATH = '/sandbox/payme-subscribe';

export function cardsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const sandbox = deps.env.PAYMENTS_MODE === 'sandbox';
  const fake = sandbox ? createFakeSubscribe({ clock: deps.clock, log: deps.log }) : null;
  const cards = createCardService({
    repo: createCardRepository(deps.db),
    providerFor: (merchantId) =>
      createPaymeSubscribe({
        baseUrl: fake ? `http://sandbox.invalid/api${SANDBOX_SUBSCRIBE_PATH}` : deps.env.PAYME_SUBSCRIBE_URL,
        merchantId,
        fetch: fake ? fake.fetch : deps.fetch,
        log: deps.log,
      }),
    clock: deps.clock,
    log: deps.log,
  });
  const revealCodes = deps.env.NODE_ENV === 'test' || deps.env.SMS_MODE === 'log';

  return async (app) => {
    await app.register(
      cardRoutes({ cards, lastSandboxCode: fake && revealCodes ? (token) => fake.lastCode(token) : null }),
    );
    if (fake) {
      // The fake Payme over HTTP, for trying the protocol by hand (curl) in the demo; no merchant header.
      app.post(
        SANDBOX_SUBSCRIBE_PATH,
        { config: { merchantHeader: false }, schema: { hide: true } },
        async (request) => {
          const xAuth = request.headers['x-auth'];
          return fake.handle(request.body ?? null, typeof xAuth === 'string' ? xAuth : null);
        },
      );
    }
  };
}
