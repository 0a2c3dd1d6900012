/**
 * Staff notices (decision 288): the staff hub hands them to the merchant's streams by kind and role, a
 * malformed channel message is ignored, and through Redis a notice published on one instance reaches another.
 */
import { describe, expect, it } from 'vitest';
import { createStaffHub, type StaffStreamMessage, staffMayHear } from '../modules/live/staff-hub.ts';
import { REDIS_URL, redisDescribe } from '../testing/redis.ts';
import { createInProcessOrderEventBus } from './order-events.ts';
import {
  createInProcessStaffNoticeBus,
  createRedisStaffNoticeBus,
  parseNotice,
  type StaffNotice,
} from './staff-notices.ts';

const notice = (merchantId: string): StaffNotice => ({
  merchantId,
  kind: 'reservation',
  event: { reservationId: 1, status: 'REQUESTED' },
});
const silent = { warn() {}, info() {}, error() {} } as never;

describe('staff notices', () => {
  it('reach the open streams of their merchant as the event of their kind, for ADMIN and OPERATOR', async () => {
    const notices = createInProcessStaffNoticeBus();
    const hub = createStaffHub({
      bus: createInProcessOrderEventBus(),
      notices,
      source: { orderFacts: async () => null, courierPosition: async () => null },
    });
    const heard: StaffStreamMessage[] = [];
    const stop = hub.watch('m1', (m) => heard.push(m));
    await notices.publish(notice('m1'));
    await notices.publish(notice('m2'));
    expect(heard).toEqual([{ type: 'reservation', event: { reservationId: 1, status: 'REQUESTED' } }]);
    const message = { type: 'reservation', event: { reservationId: 1 } } as const;
    expect(staffMayHear({ role: 'OPERATOR', courierId: null }, message)).toBe(true);
    expect(staffMayHear({ role: 'KITCHEN', courierId: null }, message)).toBe(false);
    expect(staffMayHear({ role: 'KITCHEN', courierId: null }, { ...message, roles: ['KITCHEN'] })).toBe(true);
    stop();
    await notices.publish(notice('m1'));
    expect(heard).toHaveLength(1);
  });

  it('ignores a channel message that is not a well-formed notice', () => {
    expect(parseNotice('not json')).toBeNull();
    expect(
      parseNotice(JSON.stringify({ origin: 'x', notice: { ...notice('m1'), kind: 'other' } })),
    ).toBeNull();
    expect(parseNotice(JSON.stringify({ origin: 'x', notice: notice('m1') }))?.notice.kind).toBe(
      'reservation',
    );
  });
});

const redisSuite = await redisDescribe();

redisSuite('staff notices through Redis', () => {
  it('reach another instance once, and this instance once', async () => {
    const a = createRedisStaffNoticeBus({ url: REDIS_URL, log: silent });
    const b = createRedisStaffNoticeBus({ url: REDIS_URL, log: silent });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const onA: StaffNotice[] = [];
      const onB: StaffNotice[] = [];
      a.subscribe((n) => onA.push(n));
      b.subscribe((n) => onB.push(n));
      const id = `merchant-${Date.now()}`;
      await a.publish(notice(id));
      await expect.poll(() => onB.filter((n) => n.merchantId === id).length).toBe(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(onA.filter((n) => n.merchantId === id)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
