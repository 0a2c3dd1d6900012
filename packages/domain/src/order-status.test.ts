import {
  FINAL_ORDER_STATUSES,
  ORDER_SERVICE_TYPES,
  ORDER_STATUSES,
  type OrderServiceType,
  type OrderStatus,
} from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  customerCanCancel,
  FINAL_STATUSES,
  initialStatus,
  isFinalStatus,
  nextStatuses,
  type OrderActor,
  statusAfterPayment,
} from './order-status.ts';

const ACTORS: readonly OrderActor[] = [
  'CUSTOMER',
  'ADMIN',
  'OPERATOR',
  'KITCHEN',
  'COURIER',
  'PROVIDER',
  'SYSTEM',
];
const DESK: readonly OrderActor[] = ['ADMIN', 'OPERATOR'];
const ALL: readonly OrderServiceType[] = ORDER_SERVICE_TYPES;
const DELIVERY: readonly OrderServiceType[] = ['DELIVERY'];

/** The machine of decision 101, written out edge by edge: from, to, who, for which service types. */
const TABLE: ReadonlyArray<[OrderStatus, OrderStatus, readonly OrderActor[], readonly OrderServiceType[]]> = [
  ['CREATED', 'OPEN', ['PROVIDER', 'SYSTEM', ...DESK], ALL],
  ['CREATED', 'AT_TIME', ['PROVIDER', 'SYSTEM', ...DESK], ALL],
  ['AT_TIME', 'OPEN', ['SYSTEM', ...DESK], ALL],
  ['AT_TIME', 'ACCEPTED', DESK, ALL],
  ['OPEN', 'ACCEPTED', DESK, ALL],
  ['ACCEPTED', 'COOKING', ['KITCHEN', ...DESK], ALL],
  ['COOKING', 'DONE', ['KITCHEN', ...DESK], ALL],
  ['COOKING', 'ATTACHED', ['COURIER', ...DESK], DELIVERY],
  ['DONE', 'ATTACHED', ['COURIER', ...DESK], DELIVERY],
  ['DONE', 'ON_WAY', ['COURIER', ...DESK], DELIVERY],
  ['ATTACHED', 'ON_WAY', ['COURIER', ...DESK], DELIVERY],
  ['ON_WAY', 'DELIVERED', ['COURIER', ...DESK], DELIVERY],
  ['DONE', 'CLOSED', DESK, ['PICK_UP', 'DINE_IN']],
  ['CREATED', 'CANCELED', ['CUSTOMER', 'PROVIDER', 'SYSTEM', ...DESK], ALL],
  ['AT_TIME', 'CANCELED', ['CUSTOMER', 'PROVIDER', ...DESK], ALL],
  ['OPEN', 'CANCELED', ['CUSTOMER', 'PROVIDER', ...DESK], ALL],
  ['ACCEPTED', 'CANCELED', ['CUSTOMER', 'PROVIDER', ...DESK], ALL],
  ['COOKING', 'CANCELED', DESK, ALL],
];

const expected = (from: OrderStatus, to: OrderStatus, actor: OrderActor, service: OrderServiceType) =>
  TABLE.some(
    ([f, t, actors, services]) =>
      f === from && t === to && actors.includes(actor) && services.includes(service),
  );

/** Every (from, to, actor, service) combination. */
const combos = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) =>
    ACTORS.flatMap((actor) => ALL.map((service) => ({ from, to, actor, service }))),
  ),
);

describe('canTransition', () => {
  it('allows exactly the edges of decision 101 and nothing else', () => {
    const wrong = combos.filter(
      (c) => canTransition(c.from, c.to, c.actor, c.service) !== expected(c.from, c.to, c.actor, c.service),
    );
    expect(wrong).toEqual([]);
  });

  it('lets a customer do nothing but cancel: no skipping the kitchen or the merchant', () => {
    const customerMoves = combos.filter(
      (c) => c.actor === 'CUSTOMER' && canTransition(c.from, c.to, c.actor, c.service),
    );
    expect(new Set(customerMoves.map((c) => c.to))).toEqual(new Set(['CANCELED']));
    expect(canTransition('OPEN', 'DONE', 'CUSTOMER', 'PICK_UP')).toBe(false);
    expect(canTransition('CREATED', 'OPEN', 'CUSTOMER', 'DELIVERY')).toBe(false);
  });

  it('lets nobody leave a final status', () => {
    for (const c of combos.filter((x) => isFinalStatus(x.from))) {
      expect(canTransition(c.from, c.to, c.actor, c.service), `${c.actor} ${c.from} -> ${c.to}`).toBe(false);
    }
  });

  it('never moves an order to the status it is in', () => {
    expect(combos.filter((c) => c.from === c.to && canTransition(c.from, c.to, c.actor, c.service))).toEqual(
      [],
    );
  });

  it('never sends a pick-up or dine-in order on the way or to a courier', () => {
    for (const service of ['PICK_UP', 'DINE_IN'] as const) {
      for (const to of ['ON_WAY', 'ATTACHED', 'DELIVERED'] as const) {
        const movers = combos.filter(
          (c) => c.service === service && c.to === to && canTransition(c.from, c.to, c.actor, c.service),
        );
        expect(movers, `${service} -> ${to}`).toEqual([]);
      }
    }
  });

  it('does not let the kitchen accept, nor a courier cook, nor a payment provider serve', () => {
    expect(canTransition('OPEN', 'ACCEPTED', 'KITCHEN', 'DELIVERY')).toBe(false);
    expect(canTransition('ACCEPTED', 'COOKING', 'COURIER', 'DELIVERY')).toBe(false);
    expect(canTransition('OPEN', 'ACCEPTED', 'PROVIDER', 'DELIVERY')).toBe(false);
    expect(canTransition('COOKING', 'CANCELED', 'CUSTOMER', 'DELIVERY')).toBe(false);
  });
});

describe('final statuses', () => {
  it('are the archive statuses of the contracts', () => {
    expect(new Set(FINAL_STATUSES)).toEqual(new Set(FINAL_ORDER_STATUSES));
  });

  /** Statuses an order of `service` can reach from the three initial statuses. */
  const reachable = (service: OrderServiceType) => {
    const seen = new Set<OrderStatus>(['CREATED', 'OPEN', 'AT_TIME']);
    const queue = [...seen];
    while (queue.length > 0) {
      const s = queue.shift() as OrderStatus;
      for (const a of ACTORS)
        for (const to of nextStatuses(s, a, service))
          if (!seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
    }
    return seen;
  };

  it('are reachable from a new order for every service type', () => {
    for (const service of ALL) {
      const seen = reachable(service);
      expect(seen.has('CANCELED')).toBe(true);
      expect(seen.has(service === 'DELIVERY' ? 'DELIVERED' : 'CLOSED')).toBe(true);
      expect(seen.has(service === 'DELIVERY' ? 'CLOSED' : 'DELIVERED'), service).toBe(false);
    }
  });

  it('end every path: each reachable non-final status has a way forward for someone', () => {
    for (const service of ALL) {
      for (const from of [...reachable(service)].filter((s) => !isFinalStatus(s))) {
        const anyMove = ACTORS.some((a) => nextStatuses(from, a, service).length > 0);
        expect(anyMove, `${service} ${from}`).toBe(true);
      }
    }
  });
});

describe('nextStatuses', () => {
  it('lists the buttons of each role', () => {
    expect(nextStatuses('OPEN', 'OPERATOR', 'DELIVERY').sort()).toEqual(['ACCEPTED', 'CANCELED']);
    expect(nextStatuses('COOKING', 'KITCHEN', 'PICK_UP')).toEqual(['DONE']);
    expect(nextStatuses('DONE', 'COURIER', 'DELIVERY').sort()).toEqual(['ATTACHED', 'ON_WAY']);
    expect(nextStatuses('DONE', 'COURIER', 'PICK_UP')).toEqual([]);
    expect(nextStatuses('DONE', 'ADMIN', 'DINE_IN')).toEqual(['CLOSED']);
  });

  it('agrees with canTransition everywhere', () => {
    for (const c of combos) {
      expect(nextStatuses(c.from, c.actor, c.service).includes(c.to)).toBe(
        canTransition(c.from, c.to, c.actor, c.service),
      );
    }
  });
});

describe('customerCanCancel', () => {
  it('allows a cancel before the kitchen starts, only when the merchant allows cancels', () => {
    for (const s of ['CREATED', 'AT_TIME', 'OPEN', 'ACCEPTED'] as const) {
      expect(customerCanCancel(s, true), s).toBe(true);
      expect(customerCanCancel(s, false), s).toBe(false);
    }
    for (const s of ['COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED', 'CANCELED'] as const) {
      expect(customerCanCancel(s, true), s).toBe(false);
    }
  });

  it('agrees with the machine: whenever it says yes, the customer edge to CANCELED exists', () => {
    for (const s of ORDER_STATUSES) {
      for (const service of ALL) {
        expect(customerCanCancel(s, true), `${service} ${s}`).toBe(
          canTransition(s, 'CANCELED', 'CUSTOMER', service),
        );
      }
    }
  });
});

describe('initialStatus / statusAfterPayment', () => {
  it('starts an online order in CREATED (awaiting payment), a later one in AT_TIME, else OPEN', () => {
    expect(initialStatus({ online: true, later: false })).toBe('CREATED');
    expect(initialStatus({ online: true, later: true })).toBe('CREATED');
    expect(initialStatus({ online: false, later: true })).toBe('AT_TIME');
    expect(initialStatus({ online: false, later: false })).toBe('OPEN');
  });

  it('moves a paid CREATED order on to OPEN or AT_TIME along an edge a provider may take', () => {
    expect(statusAfterPayment('CREATED', false)).toBe('OPEN');
    expect(statusAfterPayment('CREATED', true)).toBe('AT_TIME');
    for (const later of [false, true]) {
      for (const service of ALL) {
        expect(canTransition('CREATED', statusAfterPayment('CREATED', later), 'PROVIDER', service)).toBe(
          true,
        );
      }
    }
  });

  it('leaves any other status as it is (a late or repeated payment notice)', () => {
    for (const s of ORDER_STATUSES.filter((x) => x !== 'CREATED')) {
      expect(statusAfterPayment(s, false)).toBe(s);
      expect(statusAfterPayment(s, true)).toBe(s);
    }
  });
});
