import { everyDay, makeBranch, makeOrderSettings } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { type CheckoutPlanInput, offeredServiceTypes, planCheckout } from './checkout-plan.ts';
import { type CheckoutState, emptyCheckoutState } from './checkout-state.ts';

const orderSettings = makeOrderSettings({
  isServiceFeeEnabled: true,
  isServiceFeeFreeAboveThreshold: true,
  serviceFeeThreshold: 150_000,
  serviceFeeAmount: 2_000,
  minimalDeliveryPrice: 10_000,
  minOrderAmount: 30_000,
  deliveryPricePerKm: 1_000,
  deliveryFreeKm: 3,
  paymentTypes: { WEB: ['CASH', 'PAYME', 'CLICK'], TG: ['CASH'] },
  defaultServiceType: { telegram: 'DELIVERY', website: 'DELIVERY', application: 'DELIVERY' },
});

const pickupOnly = (id: number, lat: number) =>
  makeBranch({ id, latitude: lat, settings: { deliveryEnabled: false, dineInEnabled: false } });

// Saturday 21 November 2026, 13:00 in Tashkent.
const NOON = new Date('2026-11-21T08:00:00.000Z');

function input(state: Partial<CheckoutState> = {}, over: Partial<CheckoutPlanInput> = {}): CheckoutPlanInput {
  return {
    state: { ...emptyCheckoutState(), ...state },
    settings: {
      deliveryActive: true,
      pickupActive: true,
      dineInActive: true,
      cashbackActive: true,
      promoActive: true,
    },
    orderSettings,
    branches: [makeBranch({ id: 1, latitude: 41.3 }), makeBranch({ id: 2, latitude: 41.35 })],
    lines: [{ key: '5', productId: 5, count: 2, modifications: [] }],
    client: 'WEB',
    cashbackBalance: 0,
    preferredBranchId: null,
    now: NOON,
    ...over,
  };
}

const address = { latitude: 41.349, longitude: 69.24, streetName: 'Navoiy', entrance: '3' };

describe('service types offered', () => {
  it('are those the merchant switches on and some branch offers; dine-in only from a table link', () => {
    expect(offeredServiceTypes(input())).toEqual(['DELIVERY', 'PICK_UP']);
    expect(offeredServiceTypes(input({ tableId: 12, hallId: 1 }))).toEqual([
      'DELIVERY',
      'PICK_UP',
      'DINE_IN',
    ]);
    const noDelivery = input({}, { branches: [pickupOnly(1, 41.3)] });
    expect(offeredServiceTypes(noDelivery)).toEqual(['PICK_UP']);
    const off = input();
    off.settings = { ...off.settings, deliveryActive: false };
    expect(offeredServiceTypes(off)).toEqual(['PICK_UP']);
  });

  it('start from the merchant’s default for the website, and a choice not offered falls back', () => {
    expect(planCheckout(input()).serviceType).toBe('DELIVERY');
    expect(planCheckout(input({ serviceType: 'PICK_UP' })).serviceType).toBe('PICK_UP');
    expect(planCheckout(input({ serviceType: 'DINE_IN' })).serviceType).toBe('DELIVERY');
  });
});

describe('delivery', () => {
  it('asks for an address first and sends no request without one', () => {
    const plan = planCheckout(input());
    expect(plan.problems).toContain('ADDRESS_MISSING');
    expect(plan.request).toBeNull();
  });

  it('goes to the delivering branch closest to the address, with the address and its extras', () => {
    const plan = planCheckout(input({ address, courierComment: 'Ring twice', comment: 'Spicy' }));
    expect(plan.branch?.id).toBe(2);
    expect(plan.problems).toEqual([]);
    expect(plan.request).toMatchObject({
      serviceType: 'DELIVERY',
      branchId: 2,
      address: { latitude: 41.349, entrance: '3' },
      addressType: 'MAP',
      courierComment: 'Ring twice',
      comment: 'Spicy',
      paymentType: 'CASH',
      cartItems: [{ productId: 5, count: 2, modifications: [] }],
      later: false,
    });
  });

  it('skips a closer branch that does not deliver; with none delivering, delivery is not offered', () => {
    const plan = planCheckout(
      input({ address }, { branches: [makeBranch({ id: 1 }), pickupOnly(2, 41.35)] }),
    );
    expect(plan.branch?.id).toBe(1);
    expect(planCheckout(input({ address }, { branches: [pickupOnly(2, 41.35)] })).serviceType).toBe(
      'PICK_UP',
    );
  });
});

describe('pick-up', () => {
  it('needs a branch when there are several, takes the only one, or the visitor’s nearest branch', () => {
    expect(planCheckout(input({ serviceType: 'PICK_UP' })).problems).toContain('BRANCH_MISSING');
    expect(planCheckout(input({ serviceType: 'PICK_UP', branchId: 2 })).branch?.id).toBe(2);
    expect(planCheckout(input({ serviceType: 'PICK_UP' }, { preferredBranchId: 1 })).branch?.id).toBe(1);
    const single = input({ serviceType: 'PICK_UP' }, { branches: [makeBranch({ id: 7 })] });
    expect(planCheckout(single).branch?.id).toBe(7);
  });

  it('never sends an address or a courier comment', () => {
    const plan = planCheckout(input({ serviceType: 'PICK_UP', branchId: 1, address, courierComment: 'x' }));
    expect(plan.request).toMatchObject({ serviceType: 'PICK_UP', address: null, courierComment: null });
  });
});

describe('time', () => {
  it('offers later slots within the branch hours and sends day and time for a later order', () => {
    const plan = planCheckout(
      input({ serviceType: 'PICK_UP', branchId: 1, later: true, day: '2026-11-22', time: '12:00' }),
    );
    expect(plan.slots[0]?.day).toBe('2026-11-21');
    expect(plan.slots.every((s) => s.times.every((t) => t >= '10:00' && t < '23:00'))).toBe(true);
    expect(plan.request).toMatchObject({ later: true, day: '2026-11-22', time: '12:00' });
  });

  it('asks for a time when a later order has none (or one outside the slots)', () => {
    const plan = planCheckout(
      input({ serviceType: 'PICK_UP', branchId: 1, later: true, day: '2026-11-22', time: '03:00' }),
    );
    expect(plan.problems).toContain('TIME_MISSING');
    expect(plan.request?.later).toBe(false);
  });

  it('sends a delivery now to the closest branch open now, and a later one to the closest', () => {
    const branches = [
      makeBranch({ id: 1, latitude: 41.3 }),
      makeBranch({ id: 2, latitude: 41.35, workHours: everyDay('18:00', '23:00') }),
    ];
    const now = planCheckout(input({ address }, { branches }));
    expect(now.branch?.id).toBe(1);
    expect(now.branchOpen).toBe(true);
    const later = planCheckout(input({ address, later: true }, { branches }));
    expect(later.branch?.id).toBe(2);
    const allClosed = branches.map((b) => ({ ...b, workHours: everyDay('18:00', '23:00') }));
    const closed = planCheckout(input({ address }, { branches: allClosed }));
    expect(closed.branch?.id).toBe(2);
    expect(closed.branchOpen).toBe(false);
  });

  it('knows a closed branch and when it opens', () => {
    const closed = makeBranch({ id: 1, workHours: everyDay('18:00', '23:00') });
    const plan = planCheckout(input({ serviceType: 'PICK_UP', branchId: 1 }, { branches: [closed] }));
    expect(plan.branchOpen).toBe(false);
    expect(plan.opensAt).toMatchObject({ time: '18:00', inDays: 0 });
  });
});

describe('payment, promo and cashback', () => {
  it('offers the payment types of the channel, keeping a valid choice', () => {
    expect(planCheckout(input()).paymentTypes).toEqual(['CASH', 'PAYME', 'CLICK']);
    expect(planCheckout(input({ paymentType: 'PAYME', address })).request?.paymentType).toBe('PAYME');
    expect(planCheckout(input({ paymentType: 'UZUM', address })).request?.paymentType).toBe('CASH');
    expect(planCheckout(input({}, { client: 'TG' })).paymentTypes).toEqual(['CASH']);
    expect(planCheckout(input({}, { orderSettings: null })).problems).toContain('PAYMENT_MISSING');
  });

  it('marks online payment as a demo when the server takes it in its sandbox, and only then', () => {
    const sandbox = { ...orderSettings, paymentsSandbox: true };
    expect(planCheckout(input({}, { orderSettings: sandbox })).paymentsDemo).toBe(true);
    expect(planCheckout(input()).paymentsDemo).toBe(false);
    // Only cash offered (the mini-app here): nothing online, nothing to mark.
    expect(planCheckout(input({}, { orderSettings: sandbox, client: 'TG' })).paymentsDemo).toBe(false);
    expect(planCheckout(input({}, { orderSettings: null })).paymentsDemo).toBe(false);
  });

  it('spends cashback only when the merchant has it, the customer has a balance and asked for it', () => {
    expect(
      planCheckout(input({ address, useCashback: true }, { cashbackBalance: 5_000 })).request?.cashback,
    ).toBe(5_000);
    expect(
      planCheckout(input({ address, useCashback: false }, { cashbackBalance: 5_000 })).request?.cashback,
    ).toBe(0);
    const off = input({ address, useCashback: true }, { cashbackBalance: 5_000 });
    off.settings = { ...off.settings, cashbackActive: false };
    expect(planCheckout(off).request?.cashback).toBe(0);
    expect(planCheckout(off).cashbackAvailable).toBe(false);
  });

  it('sends the promo code only when promos are on, and never a price', () => {
    const plan = planCheckout(input({ address, promoCode: 'WELCOME' }));
    expect(plan.request?.promoCode).toBe('WELCOME');
    expect(JSON.stringify(plan.request)).not.toMatch(/price|total/i);
    const off = input({ address, promoCode: 'WELCOME' });
    off.settings = { ...off.settings, promoActive: false };
    expect(planCheckout(off).request?.promoCode).toBeNull();
  });

  it('sends the receipt by SMS only with a valid phone', () => {
    expect(
      planCheckout(input({ address, sendCheque: true, sendChequePhone: '998901234567' })).request,
    ).toMatchObject({
      sendCheque: true,
      sendChequePhone: '998901234567',
    });
    expect(planCheckout(input({ address, sendCheque: true, sendChequePhone: '12' })).request).toMatchObject({
      sendCheque: false,
      sendChequePhone: null,
    });
  });

  it("sends the table's branch, hall, table and signature with a dine-in order, not the pick-up branch", () => {
    const sig = 'AbCdEfGhIjKlMnOpQrStUv';
    const table = {
      serviceType: 'DINE_IN',
      tableId: 12,
      hallId: 1,
      tableBranchId: 1,
      tableSig: sig,
    } as const;
    const plan = planCheckout(input({ ...table, branchId: 2 }));
    expect(plan.request).toMatchObject({
      serviceType: 'DINE_IN',
      branchId: 1,
      tableId: 12,
      hallId: 1,
      tableSig: sig,
      address: null,
    });
    // Without the table's branch (an old unsigned link) there is no dine-in branch to order to.
    const old = planCheckout(input({ ...table, tableBranchId: null, branchId: 1 }));
    expect(old.request).toBeNull();
    expect(old.problems).toContain('BRANCH_MISSING');
  });
});
