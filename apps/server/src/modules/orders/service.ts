/**
 * Ordering rules (issue 4; spec §3-§5, §8, §9; decisions 105-109).
 *
 * One pricing pipeline, `quote`, prices a basket from the cached menu (never from the client's prices) and
 * lists every problem that would refuse it. The quote route shows them all; submit refuses with the first one.
 * Submit then writes the order in one transaction: the next number of the merchant, the order with its lines
 * and its first change-log entry, the cashback spent and the promo marked used. A retry with the same
 * Idempotency-Key and the same request returns the same order (decision 106).
 */
import { createHash } from 'node:crypto';
import {
  type CartItemInput,
  type Courier,
  type Lang,
  type MerchantSettings,
  ONLINE_PAYMENT_TYPES,
  ORDER_SERVICE_TYPES,
  type Order,
  type OrderDevice,
  type OrderItem,
  type OrderPage,
  type OrderProblemCode,
  type OrderQuote,
  type OrderRequest,
  type OrderServiceType,
  type OrderSettings,
  type OrderTotals,
  type PaymentType,
  type Product,
  type Promo,
  type UserPromo,
} from '@dasturxon/contracts';
import {
  branchOffers,
  checkLaterTime,
  checkModifierChoice,
  checkPromo,
  customerCanCancel,
  deliveryPriceFor,
  distanceMeters,
  findDeliveryZone,
  initialStatus,
  isOpenAt,
  isProductOrderable,
  normalizeMidnight,
  normalizePromoCode,
  type PromoFailure,
  priceOrder,
} from '@dasturxon/domain';
import type { Env } from '../../env.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type MessageKey, type MessageParams, translate } from '../../errors/messages.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import { mergeSettings } from '../merchants/settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { paysInSandbox } from '../payments/payment-mode.ts';
import { courierStatus, toOrder } from './order-view.ts';
import {
  type BranchRow,
  type DeliveryZoneRow,
  isUniqueViolation,
  type OrderItemInsert,
  type OrderRepository,
  type OrderRow,
  type OrderSettingsRow,
  type Owner,
  type PromoRow,
} from './repository.ts';
import { lockOrder, moveOrderStatus, type Tx } from './transitions.ts';

/** A problem that refuses an order, with its message key and the HTTP status submit answers with. */
export interface OrderProblem {
  code: OrderProblemCode;
  key: MessageKey;
  params?: MessageParams;
  productId?: number;
  /** 409: the state of the world refuses (hours, zone, stock); 422: a choice in the request is not offered. */
  status: 409 | 422;
}

export interface PricedOrder {
  problems: OrderProblem[];
  totals: OrderTotals;
  items: OrderItem[];
  branch: BranchRow;
  promo: PromoRow | null;
  zone: DeliveryZoneRow | null;
  /** Kilometres from the branch to the address (2 decimals), for delivery. */
  distance: number | null;
  deliveryAt: Date | null;
  cashbackBalance: number;
  minOrderAmount: number;
  context: MerchantContext;
}

/** What the rules read about a merchant: order settings, web settings and the payment types offered. */
export interface MerchantContext {
  settings: OrderSettings;
  web: MerchantSettings;
}

const PAYMENT_FLAG: Partial<Record<PaymentType, keyof MerchantSettings>> = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  PAYME: 'paymeActive',
  CLICK: 'clickActive',
  UZUM: 'uzumActive',
};
const PAYMENT_ORDER: PaymentType[] = ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'];
const ONLINE = new Set<PaymentType>(ONLINE_PAYMENT_TYPES);

/** 30000 -> "30 000" (no-break space), as the messages put the unit after it. */
function groupDigits(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** JSON with object keys sorted, so two equal requests hash the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function serviceType(value: string | undefined): OrderServiceType {
  return (ORDER_SERVICE_TYPES as readonly string[]).includes(value ?? '')
    ? (value as OrderServiceType)
    : 'DELIVERY';
}

const PROMO_KEYS: Record<PromoFailure, MessageKey> = {
  PROMO_NOT_ACTIVE: 'promoNotActive',
  PROMO_NOT_STARTED: 'promoNotStarted',
  PROMO_EXPIRED: 'promoExpired',
  PROMO_MIN_PRICE: 'promoMinPrice',
};

export function problemError(problem: OrderProblem): AppError {
  return new AppError(
    problem.code,
    problem.status,
    problem.key,
    problem.params ? { params: problem.params } : {},
  );
}

/** Decision 100: asked to spend more cashback than the balance holds. */
function cashbackProblem(balance: number): OrderProblem {
  return {
    code: 'CASHBACK_ABOVE_BALANCE',
    key: 'cashbackAboveBalance',
    params: { balance: groupDigits(balance) },
    status: 409,
  };
}

function validation(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'validationFailed', { details: [{ path, message }] });
}

export function toPromo(row: PromoRow): Promo {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    productDiscount: row.productDiscount,
    deliveryDiscount: row.deliveryDiscount,
    minPrice: row.minPrice,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

export interface OrderServiceDeps {
  repo: OrderRepository;
  clock: () => Date;
  readMenu: ModuleDeps['readMenu'];
  orderEvents: OrderEventBus;
  /** The server's PAYMENTS_MODE: with the merchant's credentials it says whether payments are a demo. */
  paymentsMode: Env['PAYMENTS_MODE'];
}

export function createOrderService(deps: OrderServiceDeps) {
  const { repo, clock, readMenu, orderEvents } = deps;

  async function context(merchant: MerchantRecord): Promise<MerchantContext> {
    const [row, stored, payments, credentials] = await Promise.all([
      repo.orderSettings(merchant.id),
      repo.webSettings(merchant.id),
      repo.paymentSettings(merchant.id),
      repo.credentials(merchant.id),
    ]);
    const web = mergeSettings(merchant, stored);
    const hasCredentials = (type: PaymentType) =>
      type === 'PAYME'
        ? credentials.payme
        : type === 'CLICK'
          ? credentials.click
          : type === 'UZUM'
            ? credentials.uzum
            : true;
    const offered = (channel: OrderDevice) =>
      PAYMENT_ORDER.filter((type) => {
        const flag = PAYMENT_FLAG[type];
        const setting = payments.find((p) => p.type === type);
        return (
          flag !== undefined &&
          web[flag] === true &&
          setting?.isActive === true &&
          (channel === 'WEB' ? setting.webEnabled : setting.botEnabled) &&
          hasCredentials(type)
        );
      });
    const sandbox = paysInSandbox(deps.paymentsMode, { paymentsSandbox: credentials.sandbox });
    return {
      web,
      settings: toOrderSettings(row, { WEB: offered('WEB'), TG: offered('TG') }, sandbox),
    };
  }

  function toOrderSettings(
    row: OrderSettingsRow | null,
    paymentTypes: OrderSettings['paymentTypes'],
    paymentsSandbox: boolean,
  ): OrderSettings {
    const defaults = row?.defaultServiceTypes;
    return {
      isServiceFeeEnabled: row?.isServiceFeeEnabled ?? false,
      isServiceFeeFreeAboveThreshold: row?.isServiceFeeFreeAboveThreshold ?? false,
      serviceFeeThreshold: row?.serviceFeeThreshold ?? 0,
      serviceFeeAmount: row?.serviceFeeAmount ?? 0,
      minimalDeliveryPrice: row?.minimalDeliveryPrice ?? 0,
      minOrderAmount: row?.minOrderAmount ?? 0,
      deliveryPricePerKm: row?.deliveryPricePerKm ?? 0,
      deliveryFreeKm: row?.deliveryFreeKm ?? 0,
      laterDaysAhead: row?.laterDaysAhead ?? 2,
      cityId: row?.cityId ?? null,
      paymentTypes,
      paymentsSandbox,
      defaultServiceType: {
        telegram: serviceType(defaults?.telegram),
        website: serviceType(defaults?.website),
        application: serviceType(defaults?.application),
      },
    };
  }

  async function branchOf(merchantId: string, branchId: number): Promise<BranchRow> {
    const branch = await repo.findBranch(merchantId, branchId);
    if (!branch) throw notFound('branchNotFound');
    return branch;
  }

  /** Delivery zone, distance (km) and price from a branch to a point; zone null = out of zone. */
  async function tariffOf(
    merchantId: string,
    branch: BranchRow,
    point: { latitude: number; longitude: number },
    settings: OrderSettings,
  ): Promise<{ zone: DeliveryZoneRow | null; distance: number; price: number }> {
    const zone = findDeliveryZone(
      await repo.zonesFor(merchantId, branch.id),
      point.latitude,
      point.longitude,
    );
    const distance = Math.round(distanceMeters(branch, point) / 10) / 100;
    const price = zone ? deliveryPriceFor(zone.price, distance, settings) : 0;
    return { zone, distance, price };
  }

  /** The reason a promo cannot be used by this customer on these products, or null. */
  async function promoProblem(
    owner: Owner | null,
    promo: PromoRow | null,
    web: MerchantSettings,
    productTotal: number,
    now: Date,
  ): Promise<OrderProblem | null> {
    if (!web.promoActive) return { code: 'PROMO_NOT_ACTIVE', key: 'promoNotActive', status: 422 };
    if (!promo) return { code: 'PROMO_NOT_FOUND', key: 'promoNotFound', status: 422 };
    const failure = checkPromo(promo, productTotal, now);
    if (failure) {
      return {
        code: failure,
        key: PROMO_KEYS[failure],
        status: 422,
        ...(failure === 'PROMO_MIN_PRICE' ? { params: { amount: groupDigits(promo.minPrice) } } : {}),
      };
    }
    if (owner && promo.oncePerUser) {
      const link = await repo.userPromo(owner, promo.id);
      // Decision 107: "already used" travels with the PROMO_NOT_ACTIVE code and its own message.
      if (link?.usedAt) return { code: 'PROMO_NOT_ACTIVE', key: 'promoAlreadyUsed', status: 422 };
    }
    return null;
  }

  /**
   * Price a basket and list what refuses it (decision 105). `owner` null: a guest (no cashback, no promo
   * once-per-customer check).
   */
  async function quote(
    merchant: MerchantRecord,
    owner: Owner | null,
    request: OrderRequest,
    lang: Lang,
  ): Promise<PricedOrder> {
    const now = clock();
    const [ctx, branch, menu] = await Promise.all([
      context(merchant),
      branchOf(merchant.id, request.branchId),
      readMenu(merchant.id, request.orderDevice),
    ]);
    const { web, settings } = ctx;
    const problems: OrderProblem[] = [];

    // The way of getting the order and the way of paying it.
    const serviceOn = {
      DELIVERY: web.deliveryActive,
      PICK_UP: web.pickupActive,
      DINE_IN: web.dineInActive,
    }[request.serviceType];
    if (!serviceOn || !branchOffers(branch, request.serviceType)) {
      problems.push({ code: 'SERVICE_TYPE_UNAVAILABLE', key: 'serviceTypeUnavailable', status: 422 });
    }
    if (!settings.paymentTypes[request.orderDevice].includes(request.paymentType)) {
      problems.push({ code: 'PAYMENT_TYPE_UNAVAILABLE', key: 'paymentTypeUnavailable', status: 422 });
    }

    // Lines, priced from the menu.
    const products = new Map(menu.overall.products.map((p) => [p.id, p]));
    // Categories shown as information only (spec §3 isWithoutCart) cannot be ordered from.
    const withoutCart = new Set(menu.overall.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
    const items: OrderItem[] = [];
    const pricedLines: Array<{
      product: Product;
      line: CartItemInput;
      modifiers: OrderItem['modifications'];
    }> = [];
    const counts = new Map<number, number>();
    for (const line of request.cartItems) {
      const product = products.get(line.productId);
      if (!product) {
        problems.push({
          code: 'PRODUCT_NOT_AVAILABLE',
          key: 'productNotAvailable',
          params: { name: `#${line.productId}` },
          productId: line.productId,
          status: 409,
        });
        continue;
      }
      const name = product.name[lang];
      const orderable =
        isProductOrderable(product, branch.id) &&
        !withoutCart.has(product.categoryId) &&
        (request.serviceType !== 'DELIVERY' || product.deliveryEnabled);
      if (!orderable) {
        problems.push({
          code: 'PRODUCT_NOT_AVAILABLE',
          key: 'productNotAvailable',
          params: { name },
          productId: product.id,
          status: 409,
        });
      }
      counts.set(product.id, (counts.get(product.id) ?? 0) + line.count);
      const choice = checkModifierChoice(product.modificationGroups, line.modifications)[0];
      if (choice) {
        const group = product.modificationGroups.find((g) => g.id === choice.groupId);
        const groupName = group ? group.name[lang] : name;
        problems.push({
          code: 'MODIFIERS_INVALID',
          status: 422,
          productId: product.id,
          ...(choice.problem === 'MIN'
            ? { key: 'modifiersMin', params: { name: groupName, min: choice.min } }
            : choice.problem === 'MAX'
              ? { key: 'modifiersMax', params: { name: groupName, max: choice.max } }
              : { key: 'modifiersInvalid', params: { name } }),
        });
      }
      const modifiers: OrderItem['modifications'] = [];
      for (const chosen of line.modifications) {
        for (const group of product.modificationGroups) {
          const modifier = group.modifiers.find((m) => m.id === chosen.id);
          if (modifier) {
            modifiers.push({
              id: modifier.id,
              groupId: group.id,
              name: modifier.name,
              price: modifier.price,
              count: chosen.count,
            });
            break;
          }
        }
      }
      pricedLines.push({ product, line, modifiers });
    }
    for (const [productId, wanted] of counts) {
      const product = products.get(productId);
      const stock = product?.productBranch.find((pb) => pb.branchId === branch.id)?.stock;
      if (product && stock !== null && stock !== undefined && wanted > stock) {
        problems.push({
          code: 'NOT_ENOUGH_PRODUCTS',
          key: 'notEnoughProducts',
          params: { name: product.name[lang], max: stock },
          productId,
          status: 409,
        });
      }
    }

    // When: open now, or a later time within the hours.
    let deliveryAt: Date | null = null;
    if (!branch.isActive) {
      problems.push({ code: 'BRANCH_CLOSED', key: 'branchClosed', status: 409 });
    } else if (request.later) {
      if (request.day && request.time) {
        const check = checkLaterTime({
          day: request.day,
          time: request.time,
          workHours: branch.workHours,
          now,
          daysAhead: settings.laterDaysAhead,
        });
        if (check.ok) deliveryAt = check.at;
        else {
          problems.push({
            code: 'TIME_OUTSIDE_HOURS',
            key: check.reason === 'TIME_IN_PAST' ? 'timeInPast' : 'timeOutsideHours',
            status: 409,
          });
        }
      }
    } else if (!isOpenAt(normalizeMidnight(branch.workHours), now)) {
      problems.push({ code: 'BRANCH_CLOSED', key: 'branchClosed', status: 409 });
    }

    // Where: the delivery zone and its price.
    let zone: DeliveryZoneRow | null = null;
    let distance: number | null = null;
    let deliveryPrice = 0;
    if (request.serviceType === 'DELIVERY' && request.address) {
      const tariff = await tariffOf(merchant.id, branch, request.address, settings);
      zone = tariff.zone;
      distance = tariff.distance;
      deliveryPrice = tariff.price;
      if (!zone) problems.push({ code: 'OUT_OF_ZONE', key: 'outOfZone', status: 409 });
    }

    const cashbackOn = web.cashbackActive && owner !== null;
    const cashbackBalance = cashbackOn && owner ? await repo.cashbackOf(owner) : 0;
    // Decision 100: more than the balance is refused, never quietly lowered (the customer would pay more than
    // the screen said). A guest's quote is a preview before login: it spends none and refuses nothing.
    if (owner !== null && request.cashback > cashbackBalance) {
      problems.push(cashbackProblem(cashbackBalance));
    }
    const pricingInput = {
      lines: pricedLines.map(({ product, line, modifiers }) => ({
        costPrice: product.costPrice,
        discount: product.discount,
        count: line.count,
        modifiers,
      })),
      serviceType: request.serviceType,
      deliveryPrice,
      cashbackRequested: cashbackOn ? request.cashback : 0,
      cashbackBalance,
      serviceFee: settings,
    };
    const base = priceOrder({ ...pricingInput, promo: null });
    const productsAfterDiscount = base.totals.productPrice - base.totals.productDiscount;

    const minOrderAmount = request.serviceType === 'DELIVERY' ? settings.minOrderAmount : 0;
    if (minOrderAmount > 0 && productsAfterDiscount < minOrderAmount) {
      problems.push({
        code: 'DELIVERY_MIN_AMOUNT',
        key: 'deliveryMinAmount',
        params: { amount: groupDigits(minOrderAmount) },
        status: 409,
      });
    }

    let promo: PromoRow | null = null;
    const code = request.promoCode ? normalizePromoCode(request.promoCode) : '';
    if (code) {
      const found = web.promoActive ? await repo.findPromo(merchant.id, code) : null;
      const problem = await promoProblem(owner, found, web, productsAfterDiscount, now);
      if (problem) problems.push(problem);
      else promo = found;
    }
    const priced = promo ? priceOrder({ ...pricingInput, promo }) : base;

    pricedLines.forEach(({ product, line, modifiers }, i) => {
      const l = priced.lines[i];
      if (!l) return;
      items.push({
        productId: product.id,
        name: product.name,
        image: product.image,
        count: line.count,
        costPrice: product.costPrice,
        discount: product.discount,
        unitPrice: l.unitPrice,
        linePrice: l.linePrice,
        lineDiscount: l.lineDiscount,
        modifications: modifiers,
      });
    });

    return {
      problems,
      totals: priced.totals,
      items,
      branch,
      promo,
      zone,
      distance,
      deliveryAt,
      cashbackBalance,
      minOrderAmount,
      context: ctx,
    };
  }

  /** Orders with their lines, log and branch, in the order given. */
  async function present(merchant: MerchantRecord, rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, log, branchRows, stored] = await Promise.all([
      repo.itemsOf(ids),
      repo.statusLogOf(ids),
      repo.branchesByIds(merchant.id, [...new Set(rows.map((r) => r.branchId))]),
      repo.webSettings(merchant.id),
    ]);
    const { cancelOrderActive } = mergeSettings(merchant, stored);
    const branchById = new Map(branchRows.map((b) => [b.id, b]));
    return rows.map((row) => {
      const branch = branchById.get(row.branchId);
      if (!branch) throw new Error(`branch ${row.branchId} of order ${row.id} is missing`);
      return toOrder(row, {
        branch,
        items: items.filter((i) => i.orderId === row.id),
        log: log.filter((e) => e.orderId === row.id),
        cancelOrderActive,
      });
    });
  }

  async function presentOne(merchant: MerchantRecord, row: OrderRow): Promise<Order> {
    const [order] = await present(merchant, [row]);
    if (!order) throw new Error('order vanished');
    return order;
  }

  async function publish(event: OrderEventMessage): Promise<void> {
    await orderEvents.publish(event);
  }

  return {
    context,

    /** POST /orders/v1/orders/quote. */
    async quote(
      merchant: MerchantRecord,
      owner: Owner | null,
      request: OrderRequest,
      lang: Lang,
    ): Promise<OrderQuote> {
      const priced = await quote(merchant, owner, request, lang);
      return {
        totals: priced.totals,
        items: priced.items,
        problems: priced.problems.map((p) => ({
          code: p.code,
          message: translate(lang, p.key, p.params),
          ...(p.productId === undefined ? {} : { productId: p.productId }),
        })),
        minOrderAmount: priced.minOrderAmount,
        cashbackBalance: priced.cashbackBalance,
        deliveryZoneId: priced.zone?.id ?? null,
        distance: priced.distance,
      };
    },

    /**
     * Place an order (now, or later with `atTime`). `created` false: the same request came again with the same
     * Idempotency-Key and this is the order the first one made.
     */
    async submit(
      merchant: MerchantRecord,
      owner: Owner,
      request: OrderRequest,
      opts: { atTime: boolean; idempotencyKey: string | null; lang: Lang },
    ): Promise<{ order: Order; created: boolean }> {
      if (opts.atTime && (!request.later || !request.day || !request.time)) {
        throw validation('later', 'a later order needs later: true, day and time');
      }
      if (!opts.atTime && request.later) {
        throw validation('later', `a later order goes to POST /api/orders/v1/orders/at-time`);
      }
      if (request.serviceType === 'DELIVERY' && !request.address) {
        throw validation('address', 'a delivery needs an address with coordinates');
      }
      const requestHash = createHash('sha256')
        .update(canonicalJson({ atTime: opts.atTime, request }))
        .digest('hex');
      const key = opts.idempotencyKey;

      const replay = async (): Promise<{ order: Order; created: boolean } | null> => {
        if (!key) return null;
        const existing = await repo.findByIdempotencyKey(owner, key);
        if (!existing) return null;
        if (existing.requestHash !== requestHash) {
          throw new AppError('IDEMPOTENCY_CONFLICT', 409, 'idempotencyConflict');
        }
        return { order: await presentOne(merchant, existing), created: false };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const priced = await quote(merchant, owner, request, opts.lang);
      const first = priced.problems[0];
      if (first) throw problemError(first);

      const online = ONLINE.has(request.paymentType);
      const status = initialStatus({ online, later: request.later });
      const items: OrderItemInsert[] = priced.items.map((item, position) => ({ ...item, position }));
      let row: OrderRow;
      try {
        row = await repo.transaction(async (q) => {
          const now = clock();
          const number = await q.nextNumber(merchant.id);
          const inserted = await q.insertOrder(
            {
              merchantId: merchant.id,
              userId: owner.userId,
              number,
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
              orderDevice: request.orderDevice,
              promoId: priced.promo?.id ?? null,
              promoCode: priced.promo?.code ?? null,
              deliveryZoneId: priced.zone?.id ?? null,
              distance: priced.distance,
              ...priced.totals,
              createdDate: now,
              lastModifiedDate: now,
            },
            items,
          );
          if (!(await q.spendCashback(owner, priced.totals.cashback))) {
            // Spent meanwhile by another order (the quote read a larger balance): refused like the quote does.
            throw problemError(cashbackProblem(await repo.cashbackOf(owner)));
          }
          if (priced.promo && !(await q.usePromo(owner, priced.promo, inserted.id, now))) {
            throw new AppError('PROMO_NOT_ACTIVE', 422, 'promoAlreadyUsed');
          }
          return inserted;
        });
      } catch (error) {
        // A concurrent submit with the same key won the unique index: answer with its order.
        if (key && isUniqueViolation(error)) {
          const winner = await replay();
          if (winner) return winner;
        }
        throw error;
      }
      await publish({
        orderId: row.id,
        merchantId: row.merchantId,
        userId: row.userId,
        status: row.status,
        isPaid: row.isPaid,
        courierStatus: courierStatus(row.courierStatus),
        at: row.createdDate.toISOString(),
      });
      return { order: await presentOne(merchant, row), created: true };
    },

    async list(
      merchant: MerchantRecord,
      owner: Owner,
      opts: { page: number; size: number; onlyArchive: boolean },
    ): Promise<OrderPage> {
      const { rows, total } = await repo.listOrders(owner, opts);
      return {
        content: await present(merchant, rows),
        page: opts.page,
        size: opts.size,
        totalElements: total,
        totalPages: Math.ceil(total / opts.size),
      };
    },

    async active(merchant: MerchantRecord, owner: Owner): Promise<Order[]> {
      return present(merchant, await repo.activeOrders(owner));
    },

    async get(merchant: MerchantRecord, owner: Owner, id: number): Promise<Order> {
      const row = await repo.findOwnOrder(owner, id);
      if (!row) throw notFound('orderNotFound');
      return presentOne(merchant, row);
    },

    /** The customer cancels: allowed while customerCanCancel; spent cashback and the promo come back. */
    async cancel(merchant: MerchantRecord, owner: Owner, id: number, reason: string | null): Promise<Order> {
      const { cancelOrderActive } = (await context(merchant)).web;
      const { event, row } = await repo.transaction(async (q, tx) => {
        const locked = await lockOrder(tx as Tx, merchant.id, id);
        if (!locked || locked.userId !== owner.userId) throw notFound('orderNotFound');
        if (!customerCanCancel(locked.status, cancelOrderActive)) {
          throw new AppError('ORDER_STATE_CONFLICT', 409, 'orderCannotCancel');
        }
        const event = await moveOrderStatus(tx as Tx, locked, 'CANCELED', {
          actor: 'CUSTOMER',
          actorId: String(owner.userId),
          now: clock(),
          reason,
        });
        const row = await q.findOwnOrder(owner, id);
        if (!row) throw notFound('orderNotFound');
        return { event, row };
      });
      await publish(event);
      return presentOne(merchant, row);
    },

    async settings(merchant: MerchantRecord): Promise<OrderSettings> {
      return (await context(merchant)).settings;
    },

    /** Delivery price to a point from a branch (decision 102); OUT_OF_ZONE outside every zone. */
    async tariff(
      merchant: MerchantRecord,
      input: { branchId: number; latitude: number; longitude: number },
    ): Promise<{ price: number; deliveryZoneId: number; distance: number }> {
      const [{ settings }, branch] = await Promise.all([
        context(merchant),
        branchOf(merchant.id, input.branchId),
      ]);
      const tariff = await tariffOf(merchant.id, branch, input, settings);
      if (!tariff.zone) throw new AppError('OUT_OF_ZONE', 409, 'outOfZone');
      return { price: tariff.price, deliveryZoneId: tariff.zone.id, distance: tariff.distance };
    },

    async courier(merchant: MerchantRecord, owner: Owner, orderId: number): Promise<Courier> {
      const order = await repo.findOwnOrder(owner, orderId);
      if (!order) throw notFound('orderNotFound');
      const courier = order.courierId === null ? null : await repo.courier(merchant.id, order.courierId);
      if (!courier) throw notFound('notFound');
      return {
        id: courier.id,
        name: courier.name,
        phone: courier.phone,
        status: courierStatus(order.courierStatus),
        latitude: courier.latitude,
        longitude: courier.longitude,
        locationAt: courier.locationAt?.toISOString() ?? null,
      };
    },

    /** Check a code for a product total; a usable one is kept on the customer's promo list. */
    async checkPromo(
      merchant: MerchantRecord,
      owner: Owner,
      code: string,
      productPrice: number,
    ): Promise<Promo> {
      const now = clock();
      const { web } = await context(merchant);
      const promo = web.promoActive ? await repo.findPromo(merchant.id, normalizePromoCode(code)) : null;
      const problem = await promoProblem(owner, promo, web, productPrice, now);
      if (problem) throw problemError(problem);
      if (!promo) throw notFound('notFound');
      await repo.addUserPromo(owner, promo.id, now);
      return toPromo(promo);
    },

    async myPromos(owner: Owner): Promise<UserPromo[]> {
      const now = clock();
      return (await repo.userPromos(owner)).map(({ promo, link }) => {
        const failure = checkPromo({ ...promo, minPrice: 0 }, 0, now);
        const state: UserPromo['state'] = link.usedAt
          ? 'USED'
          : failure === 'PROMO_NOT_ACTIVE'
            ? 'NOT_ACTIVE'
            : failure === 'PROMO_NOT_STARTED'
              ? 'NOT_STARTED'
              : failure === 'PROMO_EXPIRED'
                ? 'EXPIRED'
                : 'AVAILABLE';
        return {
          ...toPromo(promo),
          state,
          usedAt: link.usedAt?.toISOString() ?? null,
          orderId: link.orderId,
        };
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
