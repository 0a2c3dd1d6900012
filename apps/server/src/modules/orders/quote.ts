/**
 * The pricing pipeline (issue 4; spec §5, §8; decisions 100, 102, 105): prices a basket from the cached menu
 * (never from the client's prices) and lists every problem that would refuse it. The quote route shows them all,
 * translated; place-order refuses with the first one.
 *
 * In order: the way of getting and of paying the order; the basket against the menu (packages/domain
 * basket.ts); when (open now, or a later time within the hours); where (the delivery zone and its tariff); the
 * cashback; the delivery minimum; the promo; then the prices (packages/domain pricing.ts).
 */
import type {
  ClientType,
  Lang,
  MenuChannel,
  OrderItem,
  OrderQuote,
  OrderRequest,
  Overall,
} from '@dasturxon/contracts';
import {
  branchOffers,
  checkBasket,
  checkLaterTime,
  type Eta,
  estimateEta,
  isBranchOpenAt,
  normalizePromoCode,
  priceOrder,
} from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import { groupDigits } from '../../errors/message-params.ts';
import { translate } from '../../errors/messages.ts';
import type { SessionClaim } from '../auth/sessions.ts';
import type { BranchRecord } from '../branches/repository.ts';
import { type TariffZone, tariffIn } from '../deliveries/service.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { PromoRow } from '../promos/repository.ts';
import type { PromoService } from '../promos/service.ts';
import { basketProblem, cashbackProblem, type OrderProblem } from './order-problems.ts';
import type { OrderingContext, OrderingSettingsService } from './ordering-settings.ts';
import type { Owner } from './repository.ts';

export interface PricedOrder {
  /** Whose order: the owner priced for, or the customer of the session claim read with the reads. */
  owner: Owner | null;
  problems: OrderProblem[];
  totals: OrderQuote['totals'];
  items: OrderItem[];
  branch: BranchRecord;
  promo: PromoRow | null;
  /** The zone a delivery is priced in (the columns a tariff reads). */
  zone: TariffZone | null;
  /** Kilometres from the branch to the address (2 decimals), for delivery. */
  distance: number | null;
  deliveryAt: Date | null;
  cashbackBalance: number;
  minOrderAmount: number;
  context: OrderingContext;
  /** Minutes to the door or the counter (decision 315); null for a later order or a delivery without address. */
  eta: Eta | null;
}

export interface QuoteServiceDeps {
  clock: () => Date;
  /** The merchant's cached overall menu of a channel (frozen; shared until the menu changes). */
  readMenu(merchantId: string, channel: MenuChannel): Promise<{ etag: string; overall: Overall }>;
  /**
   * The merchant's ordering context, the branch and for a delivery its zones (kept in memory, decisions 365, 379),
   * and the customer's row (cashback, table guest) in one read (decision 342).
   */
  ordering: Pick<OrderingSettingsService, 'orderContext'>;
  promos: Pick<PromoService, 'lookup'>;
  /**
   * A DINE_IN order's table problem (dining module, issue 13); `staff`: an operator's order, no signature.
   * `guest`: the customer is a table guest (their row, read with the context).
   */
  tableProblem?(
    merchantId: string,
    request: OrderRequest,
    staff: boolean,
    guest: boolean,
  ): Promise<OrderProblem | null>;
}

export function createQuoteService(deps: QuoteServiceDeps) {
  const { clock, readMenu, ordering, promos } = deps;

  /**
   * Price a basket and list what refuses it (decision 105). `owner` null: a guest (no cashback, no promo
   * once-per-customer check); a session claim: the customer of a token read with the reads (decision 348),
   * 401 UNAUTHORIZED without a live session. `client` is who takes the order: the request's own client, or OPERATOR for a
   * phone order, which reads the website's menu and the payment types an operator may take (decision 219).
   */
  async function price(
    merchant: MerchantRecord,
    who: Owner | SessionClaim | null,
    request: OrderRequest,
    lang: Lang,
    client: ClientType = request.orderDevice,
  ): Promise<PricedOrder> {
    const now = clock();
    const channel: MenuChannel = client === 'OPERATOR' ? 'WEB' : client;
    // One statement for the customer's row and a token's session (decisions 342, 348); the settings, the branch,
    // a delivery's zones (decisions 365, 379) and the menu are kept in memory.
    const delivers = request.serviceType === 'DELIVERY' && Boolean(request.address);
    const [read, menu] = await Promise.all([
      ordering.orderContext(merchant, request.branchId, who, { zones: delivers }),
      readMenu(merchant.id, channel),
    ]);
    const { context: ctx, customer, owner } = read;
    // A token without a live session: 401 before anything else is said about the request (decision 183).
    if (who && !owner) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
    const branch: BranchRecord | null = read.branch;
    if (!branch) throw notFound('branchNotFound');
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
    const tableProblem = await deps.tableProblem?.(
      merchant.id,
      request,
      client === 'OPERATOR',
      customer?.guest ?? false,
    );
    if (tableProblem) problems.push(tableProblem);
    const payable = client === 'OPERATOR' ? ctx.operatorPaymentTypes : settings.paymentTypes[client];
    if (!payable.includes(request.paymentType)) {
      problems.push({ code: 'PAYMENT_TYPE_UNAVAILABLE', key: 'paymentTypeUnavailable', status: 422 });
    }

    // Lines, checked against the menu; priced below.
    const basket = checkBasket({
      menu: menu.overall,
      lines: request.cartItems,
      branchId: branch.id,
      serviceType: request.serviceType,
    });
    problems.push(...basket.problems.map((p) => basketProblem(p, lang)));

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
          closedUntil: branch.closedUntil?.toISOString() ?? null,
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
    } else if (
      !isBranchOpenAt({ workHours: branch.workHours, closedUntil: branch.closedUntil?.toISOString() }, now)
    ) {
      problems.push({ code: 'BRANCH_CLOSED', key: 'branchClosed', status: 409 });
    }

    // Where: the delivery zone and its price.
    let zone: TariffZone | null = null;
    let distance: number | null = null;
    let deliveryPrice = 0;
    if (delivers && request.address) {
      // The zones came with the context: the tariff the deliveries module computes (`tariffOf`), without its read.
      const tariff = tariffIn(read.zones, branch, request.address, settings);
      zone = tariff.zone;
      distance = tariff.distance;
      deliveryPrice = tariff.price;
      if (!zone) problems.push({ code: 'OUT_OF_ZONE', key: 'outOfZone', status: 409 });
    }

    const cashbackOn = web.cashbackActive && owner !== null;
    const cashbackBalance = cashbackOn ? (customer?.cashback ?? 0) : 0;
    // Decision 100: more than the balance is refused, never quietly lowered (the customer would pay more than
    // the screen said). A guest's quote is a preview before login: it spends none and refuses nothing.
    if (owner !== null && request.cashback > cashbackBalance) {
      problems.push(cashbackProblem(cashbackBalance));
    }
    const pricingInput = {
      lines: basket.lines.map(({ product, line, modifiers }) => ({
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
    let base = priceOrder({ ...pricingInput, promo: null });
    const productsAfterDiscount = base.totals.productPrice - base.totals.productDiscount;
    // Free delivery from a products total (decision 263): the zone's price is dropped, promos then see 0.
    const threshold = settings.freeDeliveryThreshold;
    if (deliveryPrice > 0 && threshold > 0 && productsAfterDiscount >= threshold) {
      pricingInput.deliveryPrice = 0;
      base = priceOrder({ ...pricingInput, promo: null });
    }

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
      const found = await promos.lookup(merchant.id, owner, code, {
        web,
        productTotal: productsAfterDiscount,
        now,
      });
      if (found.problem) problems.push({ ...found.problem, status: 422 });
      else promo = found.promo;
    }
    const priced = promo ? priceOrder({ ...pricingInput, promo }) : base;

    const items: OrderItem[] = [];
    basket.lines.forEach(({ product, line, modifiers }, i) => {
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

    // Decision 315: the kitchen from the lines' cooking times, the road from the branch's distance.
    const travels = request.serviceType === 'DELIVERY';
    const eta =
      request.later || (travels && distance === null)
        ? null
        : estimateEta({
            items: basket.lines.map(({ product, line }) => ({
              count: line.count,
              cookMin: product.timeCookingMin,
              cookMax: product.timeCookingMax,
            })),
            distanceKm: travels ? distance : null,
          });

    return {
      owner,
      problems,
      totals: priced.totals,
      items,
      eta,
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

  return {
    price,

    /** POST /orders/v1/orders/quote (and the call centre's): the priced basket with every problem in `lang`. */
    async quote(
      merchant: MerchantRecord,
      owner: Owner | null,
      request: OrderRequest,
      lang: Lang,
      client: ClientType = request.orderDevice,
    ): Promise<OrderQuote> {
      const priced = await price(merchant, owner, request, lang, client);
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
        estimate: priced.eta
          ? { minMinutes: priced.eta.minMinutes, maxMinutes: priced.eta.maxMinutes }
          : null,
      };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
