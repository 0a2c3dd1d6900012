import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, isActive, promoParts, statusTone } from './order-view.ts';

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
