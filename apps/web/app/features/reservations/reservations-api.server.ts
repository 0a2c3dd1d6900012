/** Table reservations through the API (issue 13), for the storefront's loaders and actions only. */
import {
  type ApiError,
  type Branch,
  branchEndpoints,
  type CreateReservation,
  type Reservation,
  type ReservationList,
  type ReservationOptions,
  type ReservationSlots,
  reservationEndpoints,
} from '@dasturxon/contracts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

type Result<T> = [ApiError, null] | [null, T];

/** Branches that take bookings: the branch's flag, when the merchant's `bookingActive` is on. */
export async function bookableBranches(m: StorefrontMerchant): Promise<Result<Branch[]>> {
  if (!m.settings.bookingActive) return [null, []];
  const [error, branches] = await m.api.call(branchEndpoints.list);
  if (error) return [error, null];
  return [null, branches.filter((b) => b.isActive && b.settings.bookingEnabled)];
}

export function reservationOptions(
  m: StorefrontMerchant,
  branchId: number,
): Promise<Result<ReservationOptions>> {
  return m.api.call(reservationEndpoints.options, { params: { branchId } });
}

export function reservationSlots(
  m: StorefrontMerchant,
  branchId: number,
  query: { hallId: number; chairs: number; day: string },
): Promise<Result<ReservationSlots>> {
  return m.api.call(reservationEndpoints.slots, { params: { branchId }, query });
}

export function createReservation(
  m: StorefrontMerchant,
  body: CreateReservation,
): Promise<Result<Reservation>> {
  return m.api.call(reservationEndpoints.create, { body });
}

export function myReservations(m: StorefrontMerchant): Promise<Result<ReservationList>> {
  return m.api.call(reservationEndpoints.mine);
}

export function cancelReservation(m: StorefrontMerchant, id: number): Promise<Result<Reservation>> {
  return m.api.call(reservationEndpoints.cancel, { params: { id } });
}
