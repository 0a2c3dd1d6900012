/**
 * What the operator has chosen for a phone order besides the basket, and the request it becomes. The request is
 * checked with the contract's own schema (CallCentreOrderRequestSchema) before it is sent, so the screen and
 * the server refuse the same things; what only the server knows (zone, hours, stock, minimum) comes back in
 * the quote's problems.
 */
import {
  type Address,
  type CallCentreOrderRequest,
  CallCentreOrderRequestSchema,
  type OrderAddress,
} from '@dasturxon/contracts';
import { type BasketLine, toCartItems } from './basket.ts';

export type CallCentreServiceType = 'DELIVERY' | 'PICK_UP';
export type CallCentrePayment = 'CASH' | 'TERMINAL';

/** A delivery point: picked on the map or taken from the customer's saved addresses. */
export interface DeliveryPoint {
  latitude: number;
  longitude: number;
  savedAddressId?: number | null;
  streetName?: string;
  houseNumber?: string;
  entrance?: string;
  floor?: string;
  office?: string;
  comment?: string;
}

export interface OrderDraft {
  serviceType: CallCentreServiceType;
  branchId: number | null;
  address: DeliveryPoint | null;
  /** null: as soon as possible. */
  later: { day: string; time: string } | null;
  paymentType: CallCentrePayment;
  comment: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  serviceType: 'DELIVERY',
  branchId: null,
  address: null,
  later: null,
  paymentType: 'CASH',
  comment: '',
};

export function pointOfSavedAddress(address: Address): DeliveryPoint {
  return {
    savedAddressId: address.id,
    latitude: address.latitude,
    longitude: address.longitude,
    streetName: address.streetName ?? '',
    houseNumber: address.houseNumber ?? '',
    entrance: address.entrance ?? '',
    floor: address.floor ?? '',
    office: address.office ?? '',
    comment: address.comment ?? '',
  };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function orderAddressOf(point: DeliveryPoint): OrderAddress {
  return {
    savedAddressId: point.savedAddressId ?? null,
    latitude: point.latitude,
    longitude: point.longitude,
    streetName: text(point.streetName),
    houseNumber: text(point.houseNumber),
    entrance: text(point.entrance),
    floor: text(point.floor),
    office: text(point.office),
    comment: text(point.comment),
  };
}

export type DraftProblem = 'EMPTY_BASKET' | 'NO_BRANCH' | 'NO_ADDRESS' | 'NO_TIME' | 'INVALID';

/**
 * The request of the draft, or what is missing before the server can even quote it. Problems come in the
 * order of the screen (basket, branch, address, time); INVALID is anything the contract refuses besides.
 */
export function buildOrderRequest(
  draft: OrderDraft,
  lines: readonly BasketLine[],
): { request: CallCentreOrderRequest; problem: null } | { request: null; problem: DraftProblem } {
  if (lines.length === 0) return { request: null, problem: 'EMPTY_BASKET' };
  if (draft.branchId === null) return { request: null, problem: 'NO_BRANCH' };
  if (draft.serviceType === 'DELIVERY' && !draft.address) return { request: null, problem: 'NO_ADDRESS' };
  if (draft.later && (!draft.later.day || !draft.later.time)) return { request: null, problem: 'NO_TIME' };
  const parsed = CallCentreOrderRequestSchema.safeParse({
    serviceType: draft.serviceType,
    branchId: draft.branchId,
    paymentType: draft.paymentType,
    cartItems: toCartItems(lines),
    address: draft.serviceType === 'DELIVERY' && draft.address ? orderAddressOf(draft.address) : null,
    comment: text(draft.comment),
    later: draft.later !== null,
    day: draft.later?.day ?? null,
    time: draft.later?.time ?? null,
  });
  return parsed.success ? { request: parsed.data, problem: null } : { request: null, problem: 'INVALID' };
}
