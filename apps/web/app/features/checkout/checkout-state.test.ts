import { describe, expect, it } from 'vitest';
import { createRequestCookies } from '../../lib/cookies.ts';
import {
  afterOrderPlaced,
  checkoutCookieName,
  emptyCheckoutState,
  encodeCheckoutState,
  parseCheckoutState,
  readCheckoutState,
  saveCheckoutState,
} from './checkout-state.ts';

const MERCHANT = '6f1c2f4e-8a51-4a3e-9a57-2f0c1b7d9e10';

const full = {
  ...emptyCheckoutState(),
  serviceType: 'DELIVERY' as const,
  address: {
    savedAddressId: 4,
    latitude: 41.31,
    longitude: 69.27,
    streetName: 'Amir Temur',
    houseNumber: '7',
    entrance: '2',
    floor: '5',
    office: '51',
    domophone: '51K',
    comment: 'Blue door',
  },
  addressType: 'SAVED' as const,
  later: true,
  day: '2026-11-22',
  time: '19:30',
  paymentType: 'PAYME' as const,
  promoCode: 'WELCOME',
  comment: 'No onions',
  courierComment: 'Call me',
  sendCheque: true,
  sendChequePhone: '998901234567',
  useCashback: true,
  attempt: 'co-1234567890',
};

describe('checkout state cookie', () => {
  it('survives the cookie round trip, per merchant', () => {
    const cookies = createRequestCookies(new Request('http://192.168.1.5:3000/checkout'));
    saveCheckoutState(cookies, MERCHANT, full);
    const cookie = cookies.outgoing()[0] ?? '';
    expect(cookie.startsWith(`${checkoutCookieName(MERCHANT)}=`)).toBe(true);
    const value = decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '');
    expect(readCheckoutState({ [checkoutCookieName(MERCHANT)]: value }, MERCHANT)).toEqual(full);
    // Another brand's checkout is another cookie.
    expect(readCheckoutState({ [checkoutCookieName(MERCHANT)]: value }, 'other')).toEqual(
      emptyCheckoutState(),
    );
    expect(cookie.length).toBeLessThan(1500);
  });

  it('keeps only what differs from the defaults', () => {
    expect(encodeCheckoutState(emptyCheckoutState())).toBe('{}');
    expect(encodeCheckoutState({ ...emptyCheckoutState(), paymentType: 'CASH' })).toBe(
      '{"paymentType":"CASH"}',
    );
  });

  it('reads a broken or hand-edited cookie field by field, never throwing', () => {
    expect(parseCheckoutState('not json')).toEqual(emptyCheckoutState());
    expect(parseCheckoutState('[1,2]')).toEqual(emptyCheckoutState());
    const odd = parseCheckoutState(
      JSON.stringify({
        serviceType: 'TELEPORT',
        paymentType: 'CASH',
        time: '7pm',
        branchId: -3,
        later: 'yes',
      }),
    );
    expect(odd).toEqual({ ...emptyCheckoutState(), paymentType: 'CASH' });
  });
});

describe('after an order is placed (spec §4)', () => {
  it('clears comment, promo, cashback, time and the address extras; keeps the address point and the key is new', () => {
    const next = afterOrderPlaced(full, 'co-next-attempt');
    expect(next.comment).toBe('');
    expect(next.courierComment).toBe('');
    expect(next.promoCode).toBeNull();
    expect(next.useCashback).toBe(false);
    expect([next.later, next.day, next.time]).toEqual([false, null, null]);
    expect(next.attempt).toBe('co-next-attempt');
    expect(next.address).toEqual({
      savedAddressId: 4,
      latitude: 41.31,
      longitude: 69.27,
      name: null,
      streetName: 'Amir Temur',
      houseNumber: '7',
      cityId: null,
    });
    expect([next.serviceType, next.paymentType]).toEqual(['DELIVERY', 'PAYME']);
  });

  it('keeps the table of a dine-in: the guest is still sitting there (issue 13)', () => {
    const table = { hallId: 2, tableId: 3, tableBranchId: 1, tableSig: 'AbCdEfGhIjKlMnOpQrStUv' };
    const next = afterOrderPlaced({ ...full, serviceType: 'DINE_IN', ...table }, 'co-x2345678');
    expect(next).toMatchObject({ serviceType: 'DINE_IN', ...table });
  });

  it('has no address to keep when there was none', () => {
    expect(afterOrderPlaced({ ...full, address: null }, 'co-x2345678').address).toBeNull();
  });
});
