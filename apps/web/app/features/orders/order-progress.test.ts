/** The order's progress in the customer's words (order-progress.ts, decisions 320 and 323). */
import type { OrderStatus } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { expectedOf, paymentOutcome, progressOf } from './order-progress.ts';

const at = (min: number) => new Date(Date.UTC(2026, 10, 21, 10, min)).toISOString();
const log = (...statuses: OrderStatus[]) => statuses.map((status, i) => ({ status, at: at(i * 5) }));

describe('progress', () => {
  it('folds the kitchen statuses into five stages a customer reads', () => {
    const p = progressOf({
      status: 'ACCEPTED',
      serviceType: 'DELIVERY',
      statusLog: log('CREATED', 'OPEN', 'ACCEPTED'),
      lastModifiedDate: at(10),
      createdDate: at(0),
    });
    expect(p.steps.map((s) => [s.stage, s.state, s.at])).toEqual([
      ['placed', 'done', at(0)],
      ['confirmed', 'current', at(10)],
      ['cooking', 'upcoming', null],
      ['onTheWay', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
    expect([p.fraction, p.headline, p.canceled]).toEqual([0.25, 'ACCEPTED', false]);
  });

  it('says "ready to collect" for a pick-up and "a courier will pick it up" for a delivery', () => {
    const base = {
      status: 'DONE' as const,
      statusLog: log('OPEN', 'DONE'),
      lastModifiedDate: at(5),
      createdDate: at(0),
    };
    const pickUp = progressOf({ ...base, serviceType: 'PICK_UP' });
    expect(pickUp.headline).toBe('DONE_PICKUP');
    expect(pickUp.steps.map((s) => s.stage)).toEqual(['placed', 'confirmed', 'cooking', 'ready', 'received']);
    expect(pickUp.steps[3]?.state).toBe('current');
    // Skipped stages (accepted, cooking straight to ready) are not "to come" any more.
    expect(pickUp.steps.slice(1, 3).map((s) => s.state)).toEqual(['done', 'done']);
    const delivery = progressOf({ ...base, serviceType: 'DELIVERY' });
    expect([delivery.headline, delivery.fraction]).toEqual(['DONE_DELIVERY', 0.75]);
  });

  it('a live status newer than the log moves the bar; a delivered order is full and all done', () => {
    const live = progressOf({
      status: 'ON_WAY',
      serviceType: 'DELIVERY',
      statusLog: log('OPEN', 'ACCEPTED', 'COOKING'),
      lastModifiedDate: at(30),
      createdDate: at(0),
    });
    expect(live.steps[3]).toEqual({ stage: 'onTheWay', state: 'current', at: at(30) });
    const done = progressOf({
      status: 'DELIVERED',
      serviceType: 'DELIVERY',
      statusLog: log('OPEN', 'ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'),
      lastModifiedDate: at(20),
      createdDate: at(0),
    });
    expect(done.fraction).toBe(1);
    expect(done.steps.every((s) => s.state === 'done')).toBe(true);
  });

  it('a cancelled order stops where it was and says it is cancelled', () => {
    const p = progressOf({
      status: 'CANCELED',
      serviceType: 'PICK_UP',
      statusLog: log('OPEN', 'ACCEPTED', 'CANCELED'),
      lastModifiedDate: at(10),
      createdDate: at(0),
    });
    expect([p.canceled, p.headline, p.fraction]).toEqual([true, 'CANCELED', 0.25]);
    expect(p.steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
  });
});

describe('expected time', () => {
  const order = {
    status: 'COOKING' as const,
    promisedAt: null,
    estimate: null,
    later: false,
    deliveryAt: null,
  };
  it('prefers the staff promise, then a later order’s time, then the checkout estimate', () => {
    const estimate = { minMinutes: 40, maxMinutes: 55, from: at(40), to: at(55) };
    expect(expectedOf({ ...order, estimate, promisedAt: at(45) }, false)).toEqual({
      kind: 'promised',
      at: at(45),
    });
    expect(expectedOf({ ...order, estimate, later: true, deliveryAt: at(90) }, false)).toEqual({
      kind: 'scheduled',
      at: at(90),
    });
    expect(expectedOf({ ...order, estimate }, false)).toEqual({ kind: 'estimate', from: at(40), to: at(55) });
  });
  it('keeps the slot with "to be confirmed" when nothing is known, and shows nothing once finished', () => {
    expect(expectedOf(order, false)).toEqual({ kind: 'unknown' });
    expect(expectedOf({ ...order, promisedAt: at(45) }, true)).toBeNull();
  });
});

describe('payment outcome after the return', () => {
  it('paid, pending until the provider calls, failed once cancelled unpaid', () => {
    expect(paymentOutcome({ isPaid: true, status: 'OPEN' })).toBe('paid');
    expect(paymentOutcome({ isPaid: false, status: 'CREATED' })).toBe('pending');
    expect(paymentOutcome({ isPaid: false, status: 'CANCELED' })).toBe('failed');
  });
});
