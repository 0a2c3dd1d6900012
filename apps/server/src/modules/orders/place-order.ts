/**
 * Placing an order (issue 4; decisions 106, 184): refused with the first problem the quote lists, else written in
 * one transaction: the next number of the merchant, the order with its lines and the first change-log entry
 * (made by whoever placed it), the cashback spent and the promo marked used (promos module). A retry with the
 * same Idempotency-Key and the same request returns the same order.
 */
import { hash } from 'node:crypto';
import {
  type ClientType,
  type Lang,
  ONLINE_PAYMENT_TYPES,
  type Order,
  type OrderRequest,
  type PaymentType,
} from '@dasturxon/contracts';
import { initialStatus } from '@dasturxon/domain';
import { AppError } from '../../errors/app-error.ts';
import { type OrderEventBus, orderEventOf } from '../../events/order-events.ts';
import type { SessionClaim } from '../auth/sessions.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { PromoService } from '../promos/service.ts';
import type { OrderPresenter } from './order-presenter.ts';
import { cashbackProblem, problemError } from './order-problems.ts';
import type { QuoteService } from './quote.ts';
import type { OrderEventActor, OrderItemInsert, OrderRepository, OrderRow, Owner } from './repository.ts';

/**
 * Who places an order (decision 184): the customer themselves, an operator taking it for the customer (a phone
 * order in the console), or an integration (a POS or an aggregator, by name). The order always belongs to the
 * customer (`owner`); the placer is who its change log says made it.
 */
export type OrderPlacer =
  | { by: 'CUSTOMER' }
  | { by: 'STAFF'; staffId: number }
  | { by: 'INTEGRATION'; name: string };

/** The actor of the first change-log entry: as the status moves of staff and providers record theirs. */
export function placerActor(placer: OrderPlacer, owner: Owner): OrderEventActor {
  switch (placer.by) {
    case 'CUSTOMER':
      return { actorType: 'CUSTOMER', actorId: String(owner.userId) };
    case 'STAFF':
      return { actorType: 'STAFF', actorId: String(placer.staffId) };
    case 'INTEGRATION':
      return { actorType: 'PROVIDER', actorId: placer.name };
  }
}

/** Where an order came from (spec §3 order sources), by who placed it and from which client (decision 218). */
export function orderSource(
  placer: OrderPlacer,
  client: ClientType,
): 'CLIENT_WEB' | 'TELEGRAM_BOT' | 'OPERATOR' | 'INTEGRATION_APP' {
  if (placer.by === 'STAFF') return 'OPERATOR';
  if (placer.by === 'INTEGRATION') return 'INTEGRATION_APP';
  return client === 'TG' ? 'TELEGRAM_BOT' : 'CLIENT_WEB';
}

const ONLINE = new Set<PaymentType>(ONLINE_PAYMENT_TYPES);

/**
 * JSON with object keys sorted, so two equal requests hash the same whatever their key order. Written into one
 * string without the pairs, filters and joins of each object (a per cent of an order's CPU); the output is the
 * same byte for byte, as the hashes already stored need (keys in UTF-16 order, undefined members left out).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) out += ',';
      out += canonicalJson(value[i]);
    }
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let out = '{';
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined) continue;
      if (out.length > 1) out += ',';
      out += `${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value ?? null);
}

function validation(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'validationFailed', { details: [{ path, message }] });
}

export function createPlaceOrderService(deps: {
  repo: OrderRepository;
  clock: () => Date;
  quote: Pick<QuoteService, 'price'>;
  promos: Pick<PromoService, 'markUsed'>;
  presenter: OrderPresenter;
  orderEvents: OrderEventBus;
}) {
  const { repo, clock, quote, promos, presenter, orderEvents } = deps;

  return {
    /**
     * Place an order for `who` (now, or later with `atTime`), placed by `opts.placer` from `opts.client` (the
     * request's own client unless an operator takes it: OPERATOR). `who` is the owner, or a customer's session
     * token read with the order's reads (decision 348; 401 without a live session). `created` false: the same
     * request came again with the same Idempotency-Key and this is the order the first one made.
     */
    async submit(
      merchant: MerchantRecord,
      who: Owner | SessionClaim,
      request: OrderRequest,
      opts: {
        atTime: boolean;
        idempotencyKey: string | null;
        lang: Lang;
        placer: OrderPlacer;
        client?: ClientType;
      },
    ): Promise<{ order: Order; created: boolean }> {
      const client = opts.client ?? request.orderDevice;
      if (opts.atTime && (!request.later || !request.day || !request.time)) {
        throw validation('later', 'a later order needs later: true, day and time');
      }
      if (!opts.atTime && request.later) {
        throw validation('later', `a later order goes to POST /api/orders/v1/orders/at-time`);
      }
      if (request.serviceType === 'DELIVERY' && !request.address) {
        throw validation('address', 'a delivery needs an address with coordinates');
      }
      // One call, no Hash object (Node >= 21.7): the same hex digest as createHash('sha256').update(...).digest.
      const requestHash = hash(
        'sha256',
        // The client joins the hash only when it is not the request's own (stored hashes stay valid).
        canonicalJson({
          atTime: opts.atTime,
          request,
          client: client === request.orderDevice ? undefined : client,
        }),
        'hex',
      );
      const key = opts.idempotencyKey;

      // Decision 305: no lookup before pricing. A repeat is caught by the unique index of the key (the write
      // fails and the order it repeats is answered), or here when it could not be placed any more.
      const priced = await quote.price(merchant, who, request, opts.lang, client);
      // Priced for an owner, or the claim's live session's customer (price refuses a claim without one).
      const owner = priced.owner;
      if (!owner) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');

      const replay = async (): Promise<{ order: Order; created: boolean } | null> => {
        if (!key) return null;
        const existing = await repo.findByIdempotencyKey(owner, key);
        if (!existing) return null;
        if (existing.requestHash !== requestHash) {
          throw new AppError('IDEMPOTENCY_CONFLICT', 409, 'idempotencyConflict');
        }
        return { order: await presenter.presentOne(merchant.id, existing), created: false };
      };
      const first = priced.problems[0];
      if (first) {
        const earlier = await replay();
        if (earlier) return earlier;
        throw problemError(first);
      }

      const online = ONLINE.has(request.paymentType);
      const status = initialStatus({ online, later: request.later });
      const items: OrderItemInsert[] = priced.items.map((item, position) => ({ ...item, position }));
      const now = clock();
      const values = {
        merchantId: merchant.id,
        userId: owner.userId,
        idempotencyKey: key,
        requestHash,
        status,
        serviceType: request.serviceType,
        branchId: priced.branch.id,
        cityId: request.cityId ?? priced.branch.cityId,
        paymentType: request.paymentType,
        address: request.serviceType === 'DELIVERY' ? (request.address ?? null) : null,
        addressType: request.addressType ?? null,
        comment: request.comment ?? null,
        courierComment: request.courierComment ?? null,
        sendCheque: request.sendCheque,
        sendChequePhone: request.sendChequePhone ?? null,
        later: request.later,
        deliveryAt: priced.deliveryAt,
        hallId: request.hallId ?? null,
        tableId: request.tableId ?? null,
        orderDevice: client,
        source: orderSource(opts.placer, client),
        promoId: priced.promo?.id ?? null,
        promoCode: priced.promo?.code ?? null,
        deliveryZoneId: priced.zone?.id ?? null,
        distance: priced.distance,
        // The estimate quoted now, shown on the order screen (decision 315).
        etaMinMinutes: priced.eta?.minMinutes ?? null,
        etaMaxMinutes: priced.eta?.maxMinutes ?? null,
        ...priced.totals,
        createdDate: now,
        lastModifiedDate: now,
      };
      const actor = placerActor(opts.placer, owner);
      const { promo } = priced;
      let row: OrderRow;
      try {
        // Without cashback or a promo the order is one statement, its own transaction (decision 305).
        row =
          priced.totals.cashback <= 0 && !promo
            ? await repo.insertNumberedOrder(values, items, actor)
            : await repo.transaction(async (q, tx) => {
                if (!(await q.spendCashback(owner, priced.totals.cashback))) {
                  // Spent meanwhile by another order (the quote read a larger balance): refused like the quote.
                  throw problemError(cashbackProblem(await repo.cashbackOf(owner)));
                }
                const inserted = await q.insertNumberedOrder(values, items, actor);
                if (promo && !(await promos.markUsed(tx, owner, promo, inserted.id, now))) {
                  throw new AppError('PROMO_NOT_ACTIVE', 422, 'promoAlreadyUsed');
                }
                return inserted;
              });
      } catch (error) {
        // A concurrent submit with the same key won the unique index, or this is a repeat whose cashback the
        // first one already spent: answer with that order.
        if (key) {
          const winner = await replay();
          if (winner) return winner;
        }
        throw error;
      }
      // After the commit and not awaited (decision 305): the bus never throws, and a live screen hears it anyway.
      void orderEvents.publish(orderEventOf(row, row.createdDate, { kind: 'created' }));
      // Shown from what was just written: no read back (decision 305).
      const order = presenter.presentNew(row, {
        branch: priced.branch,
        items,
        cancelOrderActive: priced.context.web.cancelOrderActive,
      });
      return { order, created: true };
    },
  };
}

export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
