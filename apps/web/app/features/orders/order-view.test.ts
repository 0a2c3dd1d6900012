import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, isActive, promoParts, statusTone, timeline } from './order-view.ts';

const at = (min: number) => new Date(Date.UTC(2026, 10, 21, 10, min)).toISOString();

describe('timeline', () => {
  it('shows what happened, then the remaining steps of a delivery greyed', () => {
    const steps = timeline({
      status: 'ACCEPTED',
      serviceType: 'DELIVERY',
      statusLog: [
        { status: 'OPEN', at: at(0) },
        { status: 'ACCEPTED', at: at(2) },
      ],
      lastModifiedDate: at(2),
    });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['OPEN', 'done'],
      ['ACCEPTED', 'current'],
      ['COOKING', 'upcoming'],
      ['DONE', 'upcoming'],
      ['ON_WAY', 'upcoming'],
      ['DELIVERED', 'upcoming'],
    ]);
    expect(steps[2]!.at).toBeNull();
  });

  it('a pick-up ends at CLOSED and never passes through ON_WAY', () => {
    const steps = timeline({
      status: 'OPEN',
      serviceType: 'PICK_UP',
      statusLog: [{ status: 'OPEN', at: at(0) }],
      lastModifiedDate: at(0),
    });
    expect(steps.map((s) => s.status)).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
  });

  it('a status newer than the log (a live event) becomes the current step', () => {
    const steps = timeline({
      status: 'COOKING',
      serviceType: 'PICK_UP',
      statusLog: [{ status: 'OPEN', at: at(0) }],
      lastModifiedDate: at(5),
    });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['OPEN', 'done'],
      ['COOKING', 'current'],
      ['DONE', 'upcoming'],
      ['CLOSED', 'upcoming'],
    ]);
  });

  it('a cancelled order ends at its cancellation with nothing to come', () => {
    const steps = timeline({
      status: 'CANCELED',
      serviceType: 'DELIVERY',
      statusLog: [
        { status: 'CANCELED', at: at(3) },
        { status: 'OPEN', at: at(0) },
      ],
      lastModifiedDate: at(3),
    });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['OPEN', 'done'],
      ['CANCELED', 'canceled'],
    ]);
  });

  it('an order waiting for payment shows the road after it; a courier step sits between ready and on the way', () => {
    expect(
      timeline({ status: 'CREATED', serviceType: 'DELIVERY', statusLog: [], lastModifiedDate: at(0) }).map(
        (s) => s.status,
      ),
    ).toEqual(['CREATED', 'OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED']);
    expect(
      timeline({
        status: 'ATTACHED',
        serviceType: 'DELIVERY',
        statusLog: [
          { status: 'OPEN', at: at(0) },
          { status: 'DONE', at: at(20) },
          { status: 'ATTACHED', at: at(21) },
        ],
        lastModifiedDate: at(21),
      }).map((s) => [s.status, s.state]),
    ).toEqual([
      ['OPEN', 'done'],
      ['DONE', 'done'],
      ['ATTACHED', 'current'],
      ['ON_WAY', 'upcoming'],
      ['DELIVERED', 'upcoming'],
    ]);
  });

  it('a delivered order is all done', () => {
    const steps = timeline({
      status: 'DELIVERED',
      serviceType: 'DELIVERY',
      statusLog: [
        { status: 'OPEN', at: at(0) },
        { status: 'DELIVERED', at: at(40) },
      ],
      lastModifiedDate: at(40),
    });
    expect(steps.every((s) => s.state === 'done')).toBe(true);
  });
});

describe('statuses', () => {
  it('gives every status a tone and tells active from archive', () => {
    expect(statusTone('OPEN')).toBe('waiting');
    expect(statusTone('COOKING')).toBe('progress');
    expect(statusTone('ON_WAY')).toBe('ready');
    expect(statusTone('CLOSED')).toBe('done');
    expect(statusTone('CANCELED')).toBe('canceled');
    expect(isActive('ON_WAY')).toBe(true);
    expect(isActive('DELIVERED')).toBe(false);
  });
});

describe('dates in Tashkent time', () => {
  it('writes day, month and time, the year only when it is not this year', () => {
    const iso = '2026-11-21T11:05:00.000Z'; // 16:05 in Tashkent
    expect(formatTime(iso)).toBe('16:05');
    expect(formatDateTime(iso, 'ru', '2026-12-01T00:00:00Z')).toBe('21 ноя, 16:05');
    expect(formatDateTime(iso, 'eng', '2027-01-02T00:00:00Z')).toBe('21 Nov 2026, 16:05');
    expect(formatDateTime('2026-12-31T20:30:00Z', 'uz')).toBe('1 yan, 01:30');
    expect(formatDateTime('nonsense', 'uz')).toBe('');
  });
});

describe('promoParts', () => {
  it('percent off products and a full delivery discount read as free delivery', () => {
    expect(promoParts({ discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 100 })).toEqual([
      { kind: 'productsPercent', value: 10 },
      { kind: 'freeDelivery' },
    ]);
  });
  it('amounts stay amounts; a zero part is left out', () => {
    expect(promoParts({ discountType: 'AMOUNT', productDiscount: 0, deliveryDiscount: 5000 })).toEqual([
      { kind: 'deliveryAmount', value: 5000 },
    ]);
    expect(promoParts({ discountType: 'PERCENTAGE', productDiscount: 15, deliveryDiscount: 50 })).toEqual([
      { kind: 'productsPercent', value: 15 },
      { kind: 'deliveryPercent', value: 50 },
    ]);
  });
});
