/** The staff hub (decision 211): one bus subscription while streams are open, events in order, per merchant. */
import { describe, expect, it } from 'vitest';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { createStaffHub, type StaffStreamMessage, staffMayHear } from './staff-hub.ts';

const event = (
  orderId: number,
  status: OrderEventMessage['status'],
  merchantId = 'm1',
): OrderEventMessage => ({
  orderId,
  merchantId,
  userId: 1,
  status,
  isPaid: false,
  courierStatus: 'NONE',
  at: '2026-11-21T09:00:00.000Z',
});

describe('staff hub', () => {
  it('subscribes to the bus only while a stream is open, and keeps each merchant’s events to it', async () => {
    const inner = createInProcessOrderEventBus();
    let subscriptions = 0;
    const bus = {
      ...inner,
      subscribe(listener: (e: OrderEventMessage) => void) {
        subscriptions += 1;
        const off = inner.subscribe(listener);
        return () => {
          subscriptions -= 1;
          off();
        };
      },
    };
    const reads: number[] = [];
    const hub = createStaffHub({
      bus,
      source: {
        // The first read is slow: a later event must still arrive after it.
        async orderFacts(_m, orderId) {
          reads.push(orderId);
          if (orderId === 1) await new Promise((r) => setTimeout(r, 20));
          return { number: 1000 + orderId, branchId: 7, courierId: null };
        },
        courierPosition: async () => null,
      },
    });
    const heard: StaffStreamMessage[] = [];
    expect(subscriptions).toBe(0);
    const stop = hub.watch('m1', (m) => heard.push(m));
    expect(subscriptions).toBe(1);
    await bus.publish({ ...event(1, 'OPEN'), kind: 'created' });
    await bus.publish(event(2, 'ACCEPTED'));
    await bus.publish(event(3, 'OPEN', 'm2'));
    await hub.idle();
    expect(heard.map((m) => m.type === 'order' && [m.event.orderId, m.event.kind, m.event.number])).toEqual([
      [1, 'created', 1001],
      [2, 'changed', 1002],
    ]);
    // Nobody watches m2: its order was not even read.
    expect(reads).toEqual([1, 2]);
    stop();
    expect(subscriptions).toBe(0);
    expect(hub.size()).toBe(0);
  });

  it('forwards an event that carries its facts at once, without reading the database (decision 250)', async () => {
    const bus = createInProcessOrderEventBus();
    const touched: string[] = [];
    const hub = createStaffHub({
      bus,
      source: {
        // The database: any read on the forward path fails the test.
        async orderFacts() {
          touched.push('orderFacts');
          throw new Error('the staff hub read an order');
        },
        async courierPosition() {
          touched.push('courierPosition');
          throw new Error('the staff hub read a courier');
        },
      },
    });
    const heard: Record<string, StaffStreamMessage[]> = { ADMIN: [], KITCHEN: [], COURIER: [] };
    const viewers = {
      ADMIN: { role: 'ADMIN' as const, courierId: null },
      KITCHEN: { role: 'KITCHEN' as const, courierId: null },
      COURIER: { role: 'COURIER' as const, courierId: 9 },
    };
    for (const [name, viewer] of Object.entries(viewers)) {
      hub.watch('m1', (m) => {
        if (staffMayHear(viewer, m)) heard[name]!.push(m);
      });
    }
    const facts = (courierId: number | null) => ({ number: 1042, branchId: 5, courierId });
    await bus.publish({ ...event(1, 'OPEN'), kind: 'created', facts: facts(null) });
    // Heard before publish even returned to the next line: nothing waited for a read.
    expect(heard.ADMIN).toHaveLength(1);
    await bus.publish({ ...event(1, 'ACCEPTED'), facts: facts(9) });
    await bus.publish({
      ...event(1, 'ACCEPTED'),
      courierStatus: 'PERFORMER_PICKUPED',
      kind: 'courier',
      facts: facts(9),
      courier: { courierId: 9, latitude: 41.3, longitude: 69.2, at: '2026-11-21T09:01:00.000Z' },
    });
    await bus.publish({ ...event(2, 'ACCEPTED'), facts: { number: 1043, branchId: 6, courierId: 4 } });
    await hub.idle();
    expect(touched).toEqual([]);
    const orders = (name: string) =>
      heard[name]!.map((m) =>
        m.type === 'order'
          ? `${m.event.kind} ${m.event.orderId} #${m.event.number} b${m.event.branchId} ${m.event.status} c${m.event.courierId}`
          : `courier ${m.event.courierId} ${m.event.latitude},${m.event.longitude}`,
      );
    expect(orders('ADMIN')).toEqual([
      'created 1 #1042 b5 OPEN cnull',
      'changed 1 #1042 b5 ACCEPTED c9',
      'courier 9 41.3,69.2',
      'changed 1 #1042 b5 ACCEPTED c9',
      'changed 2 #1043 b6 ACCEPTED c4',
    ]);
    // The kitchen from ACCEPTED on; a courier only its own orders and never the map of couriers.
    expect(orders('KITCHEN')).toEqual([
      'changed 1 #1042 b5 ACCEPTED c9',
      'changed 1 #1042 b5 ACCEPTED c9',
      'changed 2 #1043 b6 ACCEPTED c4',
    ]);
    expect(orders('COURIER')).toEqual(['changed 1 #1042 b5 ACCEPTED c9', 'changed 1 #1042 b5 ACCEPTED c9']);
  });

  it('keeps publish order when an older instance’s message (no facts) must be read first', async () => {
    const bus = createInProcessOrderEventBus();
    const hub = createStaffHub({
      bus,
      source: {
        async orderFacts(_m, orderId) {
          await new Promise((r) => setTimeout(r, 20));
          return { number: 1000 + orderId, branchId: 7, courierId: null };
        },
        courierPosition: async () => null,
      },
    });
    const heard: number[] = [];
    hub.watch('m1', (m) => {
      if (m.type === 'order') heard.push(m.event.orderId);
    });
    await bus.publish(event(1, 'OPEN'));
    await bus.publish({ ...event(2, 'OPEN'), facts: { number: 1002, branchId: 7, courierId: null } });
    expect(heard).toEqual([]);
    await hub.idle();
    expect(heard).toEqual([1, 2]);
    // Once the read is done, events with facts go straight through again.
    await bus.publish({ ...event(3, 'OPEN'), facts: { number: 1003, branchId: 7, courierId: null } });
    expect(heard).toEqual([1, 2, 3]);
  });
});
