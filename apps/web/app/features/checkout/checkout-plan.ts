/**
 * What the checkout offers and the order request it would send, from the checkout state and the merchant's
 * data. Pure (server loader, action and tests share it): the server stays the judge of every rule; this only
 * chooses sensible defaults and explains what is still missing before the customer presses "order".
 */
import {
  type Branch,
  isOnlinePaymentType,
  type MerchantSettings,
  ORDER_SERVICE_TYPES,
  type OrderRequestInput,
  type OrderServiceType,
  type OrderSettings,
  type PaymentType,
  PhoneSchema,
} from '@dasturxon/contracts';
import {
  branchOffers,
  branchOpenStatus,
  closestBranch,
  laterSlots,
  normalizeMidnight,
} from '@dasturxon/domain';
import type { ClientKind } from '../../lib/client-kind.ts';
import type { BasketLine } from '../../shared/basket/basket-store.ts';
import type { CheckoutState } from './checkout-state.ts';

/** A reason known before asking the server (the server's own problems come with the quote). */
export type LocalProblem =
  | 'ADDRESS_MISSING'
  | 'NO_DELIVERY_BRANCH'
  | 'BRANCH_MISSING'
  | 'TIME_MISSING'
  | 'PAYMENT_MISSING';

export interface CheckoutPlanInput {
  state: CheckoutState;
  settings: Pick<
    MerchantSettings,
    'deliveryActive' | 'pickupActive' | 'dineInActive' | 'cashbackActive' | 'promoActive'
  >;
  orderSettings: OrderSettings | null;
  branches: readonly Branch[];
  lines: readonly BasketLine[];
  client: ClientKind;
  cashbackBalance: number;
  /** The branch the visitor chose in the shell (nearest branch cookie), a default for pick-up. */
  preferredBranchId: number | null;
  now: Date;
}

export interface CheckoutPlan {
  serviceTypes: OrderServiceType[];
  serviceType: OrderServiceType | null;
  /** The branch the order goes to: the chosen pick-up branch, or the delivery branch closest to the address. */
  branch: Branch | null;
  /** Open now (a "now" order needs it); closed branches offer later times. */
  branchOpen: boolean;
  /** When it opens next, to say so next to "closed now". */
  opensAt: { day: string; time: string; inDays: number } | null;
  paymentTypes: PaymentType[];
  paymentType: PaymentType | null;
  /** An online type is offered and the server says online payments are a demo (decision 173). */
  paymentsDemo: boolean;
  slots: Array<{ day: string; times: string[] }>;
  later: boolean;
  day: string | null;
  time: string | null;
  cashbackAvailable: boolean;
  promoAvailable: boolean;
  problems: LocalProblem[];
  /** The request to quote and submit; null while the basket is empty or no branch can take it. */
  request: OrderRequestInput | null;
}

export function offeredServiceTypes(
  input: Pick<CheckoutPlanInput, 'settings' | 'branches' | 'state'>,
): OrderServiceType[] {
  const merchantFlag: Record<OrderServiceType, boolean> = {
    DELIVERY: input.settings.deliveryActive,
    PICK_UP: input.settings.pickupActive,
    // Dine-in only from a table's QR link (hall and table stored in the checkout state).
    DINE_IN: input.settings.dineInActive && input.state.tableId !== null,
  };
  // In the contracts' order: delivery, pick-up, dine-in (the tabs' order).
  return ORDER_SERVICE_TYPES.filter(
    (type) => merchantFlag[type] && input.branches.some((b) => b.isActive && branchOffers(b, type)),
  );
}

export function planCheckout(input: CheckoutPlanInput): CheckoutPlan {
  const { state, orderSettings } = input;
  const problems: LocalProblem[] = [];
  const serviceTypes = offeredServiceTypes(input);
  const fallbackType = orderSettings?.defaultServiceType.website;
  const serviceType =
    state.serviceType && serviceTypes.includes(state.serviceType)
      ? state.serviceType
      : fallbackType && serviceTypes.includes(fallbackType)
        ? fallbackType
        : (serviceTypes[0] ?? null);

  const active = input.branches.filter((b) => b.isActive);
  let branch: Branch | null = null;
  if (serviceType === 'DELIVERY') {
    if (state.address) {
      // A "now" order goes to the closest delivering branch that is open now (late at night the round-the-clock
      // branch across town beats the closed one next door); when none is open, the closest, which then offers
      // "order for later". A later order goes to the closest.
      const openNow = state.later ? [] : active.filter((b) => branchOpenStatus(b, input.now).open);
      branch =
        closestBranch(openNow, state.address, 'DELIVERY') ?? closestBranch(active, state.address, 'DELIVERY');
      if (!branch) problems.push('NO_DELIVERY_BRANCH');
    } else problems.push('ADDRESS_MISSING');
  } else if (serviceType === 'DINE_IN') {
    // The table's own branch (its QR link names it), never the last pick-up branch (issue 13).
    branch = active.find((b) => b.id === state.tableBranchId && branchOffers(b, 'DINE_IN')) ?? null;
    if (!branch) problems.push('BRANCH_MISSING');
  } else if (serviceType) {
    const offering = active.filter((b) => branchOffers(b, serviceType));
    branch =
      offering.find((b) => b.id === state.branchId) ??
      (state.branchId === null ? offering.find((b) => b.id === input.preferredBranchId) : undefined) ??
      (state.branchId === null && offering.length === 1 ? (offering[0] ?? null) : null);
    if (!branch) problems.push('BRANCH_MISSING');
  }

  const hours = branch ? normalizeMidnight(branch.workHours) : [];
  const status = branch ? branchOpenStatus(branch, input.now) : null;
  const branchOpen = status?.open ?? false;
  const slots = branch
    ? laterSlots({
        workHours: hours,
        now: input.now,
        daysAhead: orderSettings?.laterDaysAhead ?? 2,
        closedUntil: branch.closedUntil,
      })
    : [];
  const later = state.later;
  const daySlots = slots.find((s) => s.day === state.day);
  const day = later ? (daySlots?.day ?? slots[0]?.day ?? null) : null;
  const times = slots.find((s) => s.day === day)?.times ?? [];
  const time = later ? (state.time && times.includes(state.time) ? state.time : null) : null;
  // The cheque goes by SMS to a phone the order request accepts (contracts' PhoneSchema), else not at all.
  const chequePhone =
    state.sendCheque && PhoneSchema.safeParse(state.sendChequePhone).success ? state.sendChequePhone : null;
  if (later && (!day || !time)) problems.push('TIME_MISSING');

  const paymentTypes = orderSettings ? [...orderSettings.paymentTypes[input.client]] : [];
  const paymentType =
    state.paymentType && paymentTypes.includes(state.paymentType)
      ? state.paymentType
      : (paymentTypes[0] ?? null);
  if (!paymentType) problems.push('PAYMENT_MISSING');
  const paymentsDemo = orderSettings?.paymentsSandbox === true && paymentTypes.some(isOnlinePaymentType);

  const cashbackAvailable = input.settings.cashbackActive && input.cashbackBalance > 0;
  const promoAvailable = input.settings.promoActive;

  const cartItems = input.lines.map((l) => ({
    productId: l.productId,
    count: l.count,
    modifications: l.modifications.map((m) => ({ id: m.id, count: m.count })),
  }));
  const request: OrderRequestInput | null =
    serviceType && branch && cartItems.length > 0
      ? {
          serviceType,
          branchId: branch.id,
          cityId: branch.cityId,
          paymentType: paymentType ?? 'CASH',
          cartItems,
          address: serviceType === 'DELIVERY' ? state.address : null,
          addressType: serviceType === 'DELIVERY' ? (state.addressType ?? 'MAP') : null,
          comment: state.comment || null,
          courierComment: serviceType === 'DELIVERY' ? state.courierComment || null : null,
          sendCheque: chequePhone !== null,
          sendChequePhone: chequePhone,
          later: later && day !== null && time !== null,
          day: later ? day : null,
          time: later ? time : null,
          promoCode: promoAvailable ? state.promoCode : null,
          cashback: cashbackAvailable && state.useCashback ? input.cashbackBalance : 0,
          hallId: serviceType === 'DINE_IN' ? state.hallId : null,
          tableId: serviceType === 'DINE_IN' ? state.tableId : null,
          tableSig: serviceType === 'DINE_IN' ? state.tableSig : null,
          orderDevice: input.client,
        }
      : null;

  return {
    serviceTypes,
    serviceType,
    branch,
    branchOpen,
    opensAt: status?.opensAt ?? null,
    paymentTypes,
    paymentType,
    paymentsDemo,
    slots,
    later,
    day,
    time,
    cashbackAvailable,
    promoAvailable,
    problems,
    request,
  };
}
