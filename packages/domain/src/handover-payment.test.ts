import {
  ORDER_SERVICE_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_TYPES,
  type PaymentType,
} from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { HANDED_OVER_STATUSES, PAID_BY_HAND_TYPES, paidOnHandover } from './handover-payment.ts';
import { canTransition, isFinalStatus, type OrderActor } from './order-status.ts';

const ACTORS: readonly OrderActor[] = [
  'CUSTOMER',
  'ADMIN',
  'OPERATOR',
  'KITCHEN',
  'COURIER',
  'PROVIDER',
  'SYSTEM',
];

describe('paidOnHandover', () => {
  it('takes the money of an unpaid cash or terminal order on DELIVERED or CLOSED, and nothing else', () => {
    const paying: Array<[PaymentType, OrderStatus]> = [];
    for (const paymentType of PAYMENT_TYPES) {
      for (const to of ORDER_STATUSES) {
        expect(paidOnHandover({ paymentType, isPaid: true }, to), `${paymentType} paid -> ${to}`).toBe(false);
        if (paidOnHandover({ paymentType, isPaid: false }, to)) paying.push([paymentType, to]);
      }
    }
    expect(paying).toEqual([
      ['CASH', 'DELIVERED'],
      ['CASH', 'CLOSED'],
      ['TERMINAL', 'DELIVERED'],
      ['TERMINAL', 'CLOSED'],
    ]);
    expect(PAID_BY_HAND_TYPES).toEqual(['CASH', 'TERMINAL']);
  });

  it('every service type ends in a handed-over status, and nothing leaves one (no cancel after handover)', () => {
    for (const service of ORDER_SERVICE_TYPES) {
      const reached = ORDER_STATUSES.filter(
        (to) =>
          HANDED_OVER_STATUSES.has(to) &&
          ORDER_STATUSES.some((from) => ACTORS.some((a) => canTransition(from, to, a, service))),
      );
      expect(reached, service).toEqual([service === 'DELIVERY' ? 'DELIVERED' : 'CLOSED']);
    }
    for (const from of HANDED_OVER_STATUSES) {
      expect(isFinalStatus(from)).toBe(true);
      for (const to of ORDER_STATUSES) {
        for (const service of ORDER_SERVICE_TYPES) {
          expect(
            ACTORS.some((a) => canTransition(from, to, a, service)),
            `${from} -> ${to}`,
          ).toBe(false);
        }
      }
    }
  });
});
