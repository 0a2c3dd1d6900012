/**
 * What a merchant offers for ordering (spec §3 order and payment settings, §8 web flags): the ways of getting an
 * order, the payment types each channel offers, the service fee, the delivery minimum and tariff settings.
 * GET /orders/v1/order/setting/{id} shows it; the quote, promos and deliveries read it.
 */
import {
  CALL_CENTRE_PAYMENT_TYPES,
  type ClientType,
  type MerchantSettings,
  ORDER_SERVICE_TYPES,
  type OrderServiceType,
  type OrderSettings,
  type PaymentType,
} from '@dasturxon/contracts';
import type { Env } from '../../env.ts';
import type { SessionClaim } from '../auth/sessions.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { TariffZone } from '../deliveries/service.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import { mergeSettings } from '../merchants/settings.ts';
import { paysInSandbox } from '../payments/payment-mode.ts';
import {
  createOrderingSettingsCache,
  createOrderPlacesCache,
  type OrderingSettingsCache,
  type OrderPlaces,
  type OrderPlacesCache,
  zonesServing,
} from './ordering-settings-cache.ts';
import type {
  CustomerRow,
  MerchantCredentials,
  OrderingRows,
  OrderingSettingsRepository,
  OrderSettingsRow,
} from './ordering-settings-repository.ts';
import type { Owner } from './repository.ts';

/** What the ordering rules read about a merchant: order settings, web settings and the payment types offered. */
export interface OrderingContext {
  settings: OrderSettings;
  web: MerchantSettings;
  /** What an operator may take by phone (decision 219); not in the public settings. */
  operatorPaymentTypes: PaymentType[];
}

const PAYMENT_FLAG: Partial<Record<PaymentType, keyof MerchantSettings>> = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  PAYME: 'paymeActive',
  CLICK: 'clickActive',
  UZUM: 'uzumActive',
};
const PAYMENT_ORDER: PaymentType[] = ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'];

function serviceType(value: string | undefined): OrderServiceType {
  return (ORDER_SERVICE_TYPES as readonly string[]).includes(value ?? '')
    ? (value as OrderServiceType)
    : 'DELIVERY';
}

function hasCredentials(type: PaymentType, credentials: MerchantCredentials): boolean {
  if (type === 'PAYME') return credentials.payme;
  if (type === 'CLICK') return credentials.click;
  if (type === 'UZUM') return credentials.uzum;
  return true;
}

const CALL_CENTRE = new Set<PaymentType>(CALL_CENTRE_PAYMENT_TYPES);

interface ChannelFlags {
  webEnabled: boolean;
  botEnabled: boolean;
  operatorEnabled?: boolean;
}

function enabledFor(channel: ClientType, setting: ChannelFlags): boolean {
  if (channel === 'WEB') return setting.webEnabled;
  if (channel === 'TG') return setting.botEnabled;
  return setting.operatorEnabled === true;
}

/**
 * The payment types a channel offers, in PAYMENT_ORDER: switched on in the web settings, active and enabled for
 * the channel in the payment settings, and, for an online type, with complete credentials. A phone order
 * (OPERATOR) takes only what is paid to the courier or at the till (decision 219).
 */
export function offeredPaymentTypes(
  channel: ClientType,
  input: {
    web: MerchantSettings;
    payments: ReadonlyArray<{ type: string; isActive: boolean } & ChannelFlags>;
    credentials: MerchantCredentials;
  },
): PaymentType[] {
  return PAYMENT_ORDER.filter((type) => {
    const flag = PAYMENT_FLAG[type];
    const setting = input.payments.find((p) => p.type === type);
    return (
      flag !== undefined &&
      input.web[flag] === true &&
      setting?.isActive === true &&
      enabledFor(channel, setting) &&
      (channel !== 'OPERATOR' || CALL_CENTRE.has(type)) &&
      hasCredentials(type, input.credentials)
    );
  });
}

/** Order settings as served: the stored row (a missing row is the defaults) with the payment types offered. */
export function toOrderSettings(
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
    freeDeliveryThreshold: row?.freeDeliveryThreshold ?? 0,
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

/** Freezes what the context itself made (not what it shares with the merchant's record or the stored settings). */
function freezeContext(context: OrderingContext): OrderingContext {
  const { settings } = context;
  Object.freeze(settings.paymentTypes.WEB);
  Object.freeze(settings.paymentTypes.TG);
  Object.freeze(settings.paymentTypes);
  Object.freeze(settings.defaultServiceType);
  Object.freeze(settings);
  Object.freeze(context.web);
  Object.freeze(context.operatorPaymentTypes);
  return Object.freeze(context);
}

export function createOrderingSettingsService(deps: {
  repo: OrderingSettingsRepository;
  /** The server's PAYMENTS_MODE: with the merchant's credentials it says whether payments are a demo. */
  paymentsMode: Env['PAYMENTS_MODE'];
  /**
   * The merchant's settings in memory, dropped by every write to them (decision 365; app/caches.ts wires the
   * invalidation bus to it). Absent: none kept, every read asks the database.
   */
  cache?: OrderingSettingsCache;
  /** The merchant's branches and zones in memory, dropped by every write to them (decision 379). Absent: none kept. */
  places?: OrderPlacesCache;
}) {
  const { repo } = deps;
  const cache = deps.cache ?? createOrderingSettingsCache({ ttlMs: 0 });
  const placesCache = deps.places ?? createOrderPlacesCache({ ttlMs: 0 });

  /** The merchant's settings: from the cache, or one statement on a miss (decision 305). */
  function settingsRows(merchantId: string): Promise<OrderingRows> {
    return cache.get(merchantId, () => repo.orderingRows(merchantId));
  }

  // The same merchant record and settings make the same context: built once per pair (mergeSettings parses every
  // stored field), not per order (decision 365); shared by every caller, so frozen.
  const contexts = new WeakMap<OrderingRows, { merchant: MerchantRecord; context: OrderingContext }>();
  function contextOf(merchant: MerchantRecord, rows: OrderingRows): OrderingContext {
    const hit = contexts.get(rows);
    if (hit && hit.merchant === merchant) return hit.context;
    const context = freezeContext(buildContext(merchant, rows));
    contexts.set(rows, { merchant, context });
    return context;
  }

  function buildContext(merchant: MerchantRecord, rows: OrderingRows): OrderingContext {
    const { orderSettings: row, webSettings: stored, payments, credentials } = rows;
    const web = mergeSettings(merchant, stored);
    const offered = (channel: ClientType) => offeredPaymentTypes(channel, { web, payments, credentials });
    const sandbox = paysInSandbox(deps.paymentsMode, { paymentsSandbox: credentials.sandbox });
    return {
      web,
      settings: toOrderSettings(row, { WEB: offered('WEB'), TG: offered('TG') }, sandbox),
      operatorPaymentTypes: offered('OPERATOR'),
    };
  }

  async function context(merchant: MerchantRecord): Promise<OrderingContext> {
    return contextOf(merchant, cache.peek(merchant.id) ?? (await settingsRows(merchant.id)));
  }

  /** The merchant's kept branches and zones (decision 379): from the cache, or two statements on a miss. */
  function places(merchantId: string): OrderPlaces | Promise<OrderPlaces> {
    return placesCache.peek(merchantId) ?? placesCache.get(merchantId, () => repo.orderPlaces(merchantId));
  }

  return {
    context,
    places,
    /**
     * The context (cached settings, decision 365) with the branch `branchId` (not deleted, of the merchant; cached,
     * decision 379) and the customer's row, read in one round trip (decision 342): a quote's and an order's reads
     * before the write. The customer is an owner, none (a guest quote), or a session token not read yet (decision
     * 348): then its session is read in the same statement and settled, and `owner` is its customer, or null
     * without a live session. `opts.zones`: also the zones that serve the branch (a delivery's tariff; cached with
     * the branches, decision 379).
     */
    async orderContext(
      merchant: MerchantRecord,
      branchId: number,
      who: Owner | SessionClaim | null,
      opts: { zones?: boolean } = {},
    ): Promise<{
      context: OrderingContext;
      branch: BranchRecord | null;
      customer: CustomerRow | null;
      owner: Owner | null;
      zones: TariffZone[];
    }> {
      // A miss (once per merchant per time-to-live or change) reads the settings, branches and zones beside the
      // order's own statement.
      const settings = cache.peek(merchant.id) ?? settingsRows(merchant.id);
      let kept: OrderPlaces | Promise<OrderPlaces> | undefined = placesCache.peek(merchant.id);
      if (!kept?.branches.has(branchId)) {
        // A branch the kept places do not know is looked for again, in case it was made since without the staff
        // API (a script): at most the statement every order ran before decision 379.
        if (kept) placesCache.invalidate(merchant.id);
        kept = places(merchant.id);
      }
      const at = (p: OrderPlaces) => ({
        branch: p.branches.get(branchId) ?? null,
        zones: opts.zones ? zonesServing(p, branchId) : [],
      });
      if (who && 'tokenHash' in who) {
        const [rows, stored, where] = await Promise.all([
          repo.orderReadsBySession(merchant.id, who.tokenHash, who.now),
          settings,
          kept,
        ]);
        const session = await who.settle(rows.session);
        return {
          context: contextOf(merchant, stored),
          ...at(where),
          customer: session ? rows.customer : null,
          owner: session ? { merchantId: session.merchantId, userId: session.userId } : null,
        };
      }
      const [rows, stored, where] = await Promise.all([
        repo.orderReads(merchant.id, who?.userId ?? null),
        settings,
        kept,
      ]);
      return { context: contextOf(merchant, stored), ...at(where), customer: rows.customer, owner: who };
    },
    /** GET /orders/v1/order/setting/{id}. */
    async settings(merchant: MerchantRecord): Promise<OrderSettings> {
      return (await context(merchant)).settings;
    },
  };
}

export type OrderingSettingsService = ReturnType<typeof createOrderingSettingsService>;
