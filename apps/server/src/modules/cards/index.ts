/**
 * The cards module (issue 4): saved cards under /api/payments/v2/cards (decisions 130-132).
 *
 * Live mode talks to Payme's Subscribe API at env.PAYME_SUBSCRIBE_URL with the merchant's cashbox id. Sandbox
 * mode (env.PAYMENTS_MODE === 'sandbox') answers from our fake Payme in process, which is also served at
 * /api/sandbox/payme-subscribe; its codes go to the log and, in tests or with SMS_MODE=log, to
 * GET /api/testing/v1/last-card-code?card=<id>.
 */
import { apiPaths } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createCardPayService, type PayableOrder } from './card-pay.ts';
import { createFakeSubscribe, type ReceiptPayHook } from './fake-subscribe.ts';
import { createPaymeReceipts } from './payme-receipts.ts';
import { createPaymeSubscribe } from './payme-subscribe.ts';
import { createCardRepository } from './repository.ts';
import { cardRoutes } from './routes.ts';
import { createCardService } from './service.ts';

/** Where the sandbox's fake Payme is served (under /api). */
export const SANDBOX_SUBSCRIBE_PATH = '/sandbox/payme-subscribe';

/** What paying with a card reads of the payments module (its repository, handed in by ordering-services). */
export interface CardPayOrders {
  orderOf(merchantId: string, orderId: number): Promise<PayableOrder | null>;
  merchantById(
    merchantId: string,
  ): Promise<{ paymeMerchantId: string | null; paymeKey: string | null } | null>;
}

/** The card service and, in sandbox mode, the fake Payme it talks to; app.ts builds them once. */
export function createCardServices(deps: ModuleDeps & { payments: CardPayOrders }) {
  const sandbox = deps.env.PAYMENTS_MODE === 'sandbox';
  const fake = sandbox ? createFakeSubscribe({ clock: deps.clock, log: deps.log }) : null;
  const repo = createCardRepository(deps.db);
  const subscribeUrl = fake
    ? `http://sandbox.invalid/api${SANDBOX_SUBSCRIBE_PATH}`
    : deps.env.PAYME_SUBSCRIBE_URL;
  const subscribeFetch = fake ? fake.fetch : deps.fetch;
  const pay = createCardPayService({
    repo,
    orderOf: (merchantId, orderId) => deps.payments.orderOf(merchantId, orderId),
    async paymeKeys(merchantId) {
      const m = await deps.payments.merchantById(merchantId);
      return m?.paymeMerchantId && m.paymeKey
        ? { paymeMerchantId: m.paymeMerchantId, paymeKey: m.paymeKey }
        : null;
    },
    receiptsFor: (keys) =>
      createPaymeReceipts({ baseUrl: subscribeUrl, ...keys, fetch: subscribeFetch, log: deps.log }),
    clock: deps.clock,
    log: deps.log,
  });
  const cards = createCardService({
    repo,
    providerFor: (merchantId) =>
      createPaymeSubscribe({
        baseUrl: subscribeUrl,
        merchantId,
        fetch: subscribeFetch,
        log: deps.log,
      }),
    clock: deps.clock,
    log: deps.log,
  });
  const revealCodes = deps.env.NODE_ENV === 'test' || deps.env.SMS_MODE === 'log';
  return { cards, pay, fake, revealCodes, clock: deps.clock };
}

/**
 * The sandbox's Payme on receipts.pay: calls our Merchant API endpoint as Payme does for a cashbox on it
 * (CheckPerformTransaction, CreateTransaction, PerformTransaction for the receipt's account; decision 319).
 */
function merchantApiPlayer(app: FastifyInstance, clock: () => Date): ReceiptPayHook {
  return async (receipt) => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`Paycom:${receipt.cashboxKey}`).toString('base64')}`,
    };
    const rpc = async (method: string, params: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api${apiPaths.paymeCallback()}`,
        headers,
        payload: JSON.stringify({ method, params, id: Date.now() }),
      });
      const body = res.json() as { result?: Record<string, unknown> };
      return body.result ?? null;
    };
    const { amount, account } = receipt;
    const check = await rpc('CheckPerformTransaction', { amount, account });
    if (check?.allow !== true) return false;
    const created = await rpc('CreateTransaction', {
      id: receipt.id,
      time: clock().getTime(),
      amount,
      account,
    });
    if (created?.state !== 1) return false;
    const performed = await rpc('PerformTransaction', { id: receipt.id });
    return performed?.state === 2;
  };
}

export type CardServices = ReturnType<typeof createCardServices>;

/** The card routes (and the sandbox's fake Payme over HTTP) over the services of createCardServices. */
export function cardsModule({ cards, pay, fake, revealCodes, clock }: CardServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      cardRoutes({
        cards,
        pay,
        lastSandboxCode: fake && revealCodes ? (token) => fake.lastCode(token) : null,
      }),
    );
    // inject reaches every route of the server (as the refunds' provider calls do): the Payme endpoint too.
    fake?.setReceiptPayHook(merchantApiPlayer(app as unknown as FastifyInstance, clock));
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
