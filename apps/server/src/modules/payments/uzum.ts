/**
 * Uzum Bank merchant API, integrations.md §3: Uzum posts JSON with HTTP Basic auth to /check, /create,
 * /confirm, /reverse and polls /status. The flow is reliable; the FIELD NAMES, ERROR CODES, HTTP statuses and
 * the amount unit are NOT verified against Uzum's own documentation: every one of them lives in UZUM_PROTOCOL
 * below and nowhere else, so a correction is a change to that table only. Decision 114.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import type { PaymentMerchant, PaymentRepository, PaymentTxRow } from './repository.ts';
import { canRefund, createSettlement, payProblem } from './settlement.ts';

/** UNVERIFIED: the whole wire vocabulary of Uzum in one place (sources disagree; see integrations.md §3). */
export const UZUM_PROTOCOL = {
  fields: {
    serviceId: 'serviceId',
    timestamp: 'timestamp',
    transId: 'transId',
    params: 'params',
    amount: 'amount',
    /** The key inside `params` that carries our order id (configured in Uzum's cabinet). */
    orderParam: 'orderId',
  },
  /** Uzum's amount unit: tiyin (so'm x 100). */
  amountPerSom: 100,
  statuses: { CREATED: 'CREATED', CONFIRMED: 'CONFIRMED', REVERSED: 'REVERSED', FAILED: 'FAILED' },
  /** Answer of /check when the order can be paid. */
  checkOk: 'OK',
  errors: {
    auth: '10001',
    parse: '10002',
    unknownOperation: '10003',
    missingParams: '10005',
    badServiceId: '10006',
    orderNotFound: '10007',
    alreadyPaid: '10008',
    cancelled: '10009',
    wrongAmount: '10011',
    txNotFound: '10014',
    cannotReverse: '10017',
    checkError: '99999',
  },
  /** HTTP status of an error answer (successes are 200). */
  errorHttpStatus: 400,
} as const;

export const UZUM_OPERATIONS = ['check', 'create', 'confirm', 'reverse', 'status'] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];

type UzumErrorKey = keyof typeof UZUM_PROTOCOL.errors;
const F = UZUM_PROTOCOL.fields;
const S = UZUM_PROTOCOL.statuses;

export interface UzumAnswer {
  httpStatus: number;
  body: Record<string, unknown>;
}

export interface UzumRequest {
  operation: string;
  authorization: string | undefined;
  body: string;
}

export interface UzumDeps {
  repo: PaymentRepository;
  /** The orders module's steps inside our transaction (lock, pay, cancel). */
  orders: OrderTransactionSteps;
  clock: () => Date;
  orderEvents: OrderEventBus;
  log: { error(obj: unknown, msg?: string): void };
}

function basicCredentials(header: string | undefined): { login: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function same(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  // Compare equal lengths always, so a wrong length costs the same time.
  const padded = Buffer.alloc(bb.length);
  ba.copy(padded);
  return timingSafeEqual(padded, bb) && ba.length === bb.length;
}

export function uzumBasicAuth(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export function createUzumService(deps: UzumDeps) {
  const { repo, clock, orderEvents } = deps;
  const { payOrder, cancelWaitingOrder, refundOrder } = createSettlement(deps.orders);

  const fail = (serviceId: unknown, key: UzumErrorKey): UzumAnswer => ({
    httpStatus: UZUM_PROTOCOL.errorHttpStatus,
    body: {
      [F.serviceId]: serviceId ?? null,
      [F.timestamp]: clock().getTime(),
      status: S.FAILED,
      errorCode: UZUM_PROTOCOL.errors[key],
    },
  });

  const txAnswer = (row: PaymentTxRow): UzumAnswer => ({
    httpStatus: 200,
    body: {
      [F.serviceId]: Number.isNaN(Number(row.data.serviceId))
        ? row.data.serviceId
        : Number(row.data.serviceId),
      [F.transId]: row.providerTxId,
      status: row.status,
      transTime: num(row.createTime),
      confirmTime: num(row.performTime),
      reverseTime: num(row.cancelTime),
      data: row.data.params ?? {},
      [F.amount]: row.amount,
    },
  });

  function orderIdOf(params: unknown): number | null {
    if (typeof params !== 'object' || params === null) return null;
    const raw = (params as Record<string, unknown>)[F.orderParam];
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!/^[1-9]\d{0,9}$/.test(text)) return null;
    const id = Number(text);
    return id <= 2_147_483_647 ? id : null;
  }

  async function run(
    work: (tx: Tx, events: OrderEventMessage[]) => Promise<UzumAnswer>,
  ): Promise<UzumAnswer> {
    const events: OrderEventMessage[] = [];
    const result = await repo.db.transaction(async (tx) => {
      events.length = 0;
      return work(tx, events);
    });
    for (const event of events) await orderEvents.publish(event);
    return result;
  }

  const problemError = (problem: ReturnType<typeof payProblem>): UzumErrorKey =>
    problem === 'paid' ? 'alreadyPaid' : problem === 'notPayable' ? 'cancelled' : 'orderNotFound';

  async function operate(
    operation: UzumOperation,
    merchant: PaymentMerchant,
    body: Record<string, unknown>,
  ): Promise<UzumAnswer> {
    const serviceId = body[F.serviceId];
    if (operation === 'check') {
      const orderId = orderIdOf(body[F.params]);
      if (orderId === null) return fail(serviceId, 'orderNotFound');
      const order = await repo.orderOf(merchant.id, orderId);
      const problem = payProblem(order, 'UZUM');
      if (problem) return fail(serviceId, problemError(problem));
      return {
        httpStatus: 200,
        body: {
          [F.serviceId]: serviceId,
          [F.timestamp]: clock().getTime(),
          status: UZUM_PROTOCOL.checkOk,
          data: { [F.orderParam]: { value: String(orderId) } },
        },
      };
    }

    const transId = body[F.transId];
    if (typeof transId !== 'string' || transId.length === 0 || transId.length > 64) {
      return fail(serviceId, 'missingParams');
    }

    if (operation === 'create') {
      const amount = body[F.amount];
      const orderId = orderIdOf(body[F.params]);
      if (typeof amount !== 'number') return fail(serviceId, 'missingParams');
      if (orderId === null) return fail(serviceId, 'orderNotFound');
      return run(async (tx) => {
        const order = await deps.orders.lock(tx, merchant.id, orderId);
        const known = await repo.txByProviderId(tx, merchant.id, 'UZUM', transId);
        if (known) {
          return known.orderId === orderId && known.amount === amount
            ? txAnswer(known)
            : fail(serviceId, 'checkError');
        }
        const problem = payProblem(order, 'UZUM');
        if (problem || !order) return fail(serviceId, problemError(problem));
        if (!Number.isSafeInteger(amount) || amount !== order.totalPrice * UZUM_PROTOCOL.amountPerSom) {
          return fail(serviceId, 'wrongAmount');
        }
        const open = await repo.txsOfOrderWithStatus(tx, merchant.id, 'UZUM', order.id, [
          S.CREATED,
          S.CONFIRMED,
        ]);
        if (open.length > 0) return fail(serviceId, 'alreadyPaid');
        const row = await repo.insertTx(tx, {
          merchantId: merchant.id,
          orderId: order.id,
          provider: 'UZUM',
          providerTxId: transId,
          state: 1,
          status: S.CREATED,
          amount,
          providerTime: typeof body[F.timestamp] === 'number' ? String(body[F.timestamp]) : null,
          createTime: String(clock().getTime()),
          data: { serviceId: String(serviceId), params: body[F.params] },
        });
        return txAnswer(row);
      });
    }

    if (operation === 'status') {
      const row = await repo.txByProviderId(repo.db, merchant.id, 'UZUM', transId, false);
      return row ? txAnswer(row) : fail(serviceId, 'txNotFound');
    }

    return run(async (tx, events) => {
      const now = clock();
      const peek = await repo.txByProviderId(tx, merchant.id, 'UZUM', transId, false);
      if (!peek) return fail(serviceId, 'txNotFound');
      const order = await deps.orders.lock(tx, merchant.id, peek.orderId);
      const row = await repo.txByProviderId(tx, merchant.id, 'UZUM', transId);
      if (!row || !order) return fail(serviceId, 'txNotFound');
      if (operation === 'confirm') {
        if (row.status === S.CONFIRMED) return txAnswer(row);
        if (row.status !== S.CREATED) return fail(serviceId, 'cancelled');
        if (order.isPaid) return fail(serviceId, 'alreadyPaid');
        if (payProblem(order, 'UZUM')) return fail(serviceId, 'cancelled');
        events.push(...(await payOrder(tx, order, 'UZUM', now)));
        return txAnswer(
          await repo.updateTx(tx, row.id, {
            state: 2,
            status: S.CONFIRMED,
            performTime: String(now.getTime()),
          }),
        );
      }
      // reverse
      if (row.status === S.REVERSED) return txAnswer(row);
      if (row.status === S.CREATED) {
        events.push(...(await cancelWaitingOrder(tx, order, 'UZUM', now)));
      } else if (row.status === S.CONFIRMED) {
        if (!canRefund(order)) return fail(serviceId, 'cannotReverse');
        events.push(...(await refundOrder(tx, order, 'UZUM', now)));
      } else {
        return fail(serviceId, 'cannotReverse');
      }
      return txAnswer(
        await repo.updateTx(tx, row.id, {
          state: row.status === S.CONFIRMED ? -2 : -1,
          status: S.REVERSED,
          cancelTime: String(now.getTime()),
        }),
      );
    });
  }

  return {
    async handle(request: UzumRequest): Promise<UzumAnswer> {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return fail(null, 'parse');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(null, 'parse');
      const fields = body as Record<string, unknown>;
      const serviceId = fields[F.serviceId];
      if (!(UZUM_OPERATIONS as readonly string[]).includes(request.operation)) {
        return fail(serviceId, 'unknownOperation');
      }
      if ((typeof serviceId !== 'number' && typeof serviceId !== 'string') || String(serviceId) === '') {
        return fail(serviceId, 'missingParams');
      }
      const merchant = await repo.merchantByUzumServiceId(String(serviceId));
      const credentials = basicCredentials(request.authorization);
      if (!merchant?.uzumLogin || !merchant.uzumPassword) {
        return credentials ? fail(serviceId, 'badServiceId') : fail(serviceId, 'auth');
      }
      const authorized =
        credentials !== null &&
        same(credentials.login, merchant.uzumLogin) &&
        same(credentials.password, merchant.uzumPassword);
      if (!authorized) return fail(serviceId, 'auth');
      try {
        return await operate(request.operation as UzumOperation, merchant, fields);
      } catch (error) {
        deps.log.error({ err: error, operation: request.operation }, 'uzum call failed');
        return fail(serviceId, 'checkError');
      }
    },
  };
}

export type UzumService = ReturnType<typeof createUzumService>;
