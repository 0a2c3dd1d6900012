import { randomUUID } from 'node:crypto';
import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { REDIS_URL, redisReachable } from '../testing/redis.ts';
import { createOrderEventBus } from './create-bus.ts';
import { createInProcessOrderEventBus, type OrderEventBus, type OrderEventMessage } from './order-events.ts';
import { createRedisOrderEventBus, parseEnvelope, type RedisOrderEventBus } from './redis-bus.ts';

/** A logger that keeps its warnings. */
function memoryLog(): FastifyBaseLogger & { warnings: string[] } {
  const warnings: string[] = [];
  const noop = () => {};
  const log = {
    warnings,
    level: 'warn',
    warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? String(_obj)),
    error: (_obj: unknown, msg?: string) => warnings.push(msg ?? String(_obj)),
    info: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: string[] };
}
const log = memoryLog();

const reachable = await redisReachable();
// In CI a missing Redis is a failure, not a skip.
const redisSuite = reachable || process.env.CI ? describe : describe.skip;

function event(overrides: Partial<OrderEventMessage> = {}): OrderEventMessage {
  return {
    orderId: 7,
    merchantId: randomUUID(),
    userId: 3,
    status: 'ACCEPTED',
    isPaid: false,
    courierStatus: 'NONE',
    at: new Date('2026-05-01T10:00:00Z').toISOString(),
    ...overrides,
  };
}

/** The next event a bus delivers (that `accept` takes), or a rejection after `ms`. */
function nextEvent(
  bus: OrderEventBus,
  ms = 3000,
  accept: (e: OrderEventMessage) => boolean = () => true,
): Promise<OrderEventMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no event within ${ms} ms; warnings: ${log.warnings.join('; ') || 'none'}`));
    }, ms);
    const off = bus.subscribe((e) => {
      if (!accept(e)) return;
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}

/** Resolves with `promise`, or rejects after `ms` naming `what` (a lost event fails fast, not at the 30 s limit). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A TCP proxy in front of Redis that plays a slow or absent server: `hold(n, ms)` opens the n-th connection
 * (1-based, in accept order) only after `ms`; while `down` is true every connection is closed at once.
 */
async function redisProxy(opts: { hold?: { connection: number; ms: number }; down?: boolean }) {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let accepted = 0;
  let refused = 0;
  let down = opts.down ?? false;
  const refusedWaiters: Array<{ n: number; resolve: () => void }> = [];
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    accepted += 1;
    if (down) {
      refused += 1;
      for (const w of refusedWaiters.filter((x) => refused >= x.n)) w.resolve();
      client.destroy();
      return;
    }
    const delay = opts.hold?.connection === accepted ? opts.hold.ms : 0;
    client.pause();
    setTimeout(() => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy = {
    url: `redis://127.0.0.1:${port}`,
    /** Resolves once `n` connections have been refused while down. */
    refusedAtLeast(n: number) {
      return new Promise<void>((resolve) => {
        if (refused >= n) resolve();
        else refusedWaiters.push({ n, resolve });
      });
    },
    up() {
      down = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  proxies.push(proxy);
  return proxy;
}
const proxies: Array<{ close(): Promise<void> }> = [];

const open: OrderEventBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

describe('in-process order event bus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = createInProcessOrderEventBus();
    open.push(bus);
    const a: OrderEventMessage[] = [];
    const b: OrderEventMessage[] = [];
    bus.subscribe((e) => a.push(e));
    const offB = bus.subscribe((e) => b.push(e));
    await bus.publish(event({ status: 'ACCEPTED' }));
    offB();
    await bus.publish(event({ status: 'COOKING' }));
    expect(a.map((e) => e.status)).toEqual(['ACCEPTED', 'COOKING']);
    expect(b.map((e) => e.status)).toEqual(['ACCEPTED']);
  });

  it('is what the app uses without REDIS_URL', async () => {
    const bus = createOrderEventBus(parseEnv({ NODE_ENV: 'test' }), log);
    open.push(bus);
    const got = nextEvent(bus);
    await bus.publish(event());
    expect((await got).orderId).toBe(7);
  });
});

describe('Redis envelope', () => {
  it('accepts our messages and ignores anything else on the channel', () => {
    const e = event();
    expect(parseEnvelope(JSON.stringify({ origin: 'x', event: e }))).toEqual({ origin: 'x', event: e });
    expect(parseEnvelope('not json')).toBeNull();
    expect(parseEnvelope(JSON.stringify({ origin: 'x', event: { ...e, status: 'EATEN' } }))).toBeNull();
    expect(parseEnvelope(JSON.stringify({ origin: 'x', event: { ...e, orderId: '7' } }))).toBeNull();
    expect(parseEnvelope(JSON.stringify({ event: e }))).toBeNull();
    // Extra fields are dropped.
    const extra = parseEnvelope(JSON.stringify({ origin: 'x', event: { ...e, secret: 1 } }));
    expect(extra?.event).toEqual(e);
  });

  it('carries the staff facts and courier position, and refuses them malformed (decision 250)', () => {
    const e = event({
      kind: 'courier',
      facts: { number: 1042, branchId: 5, courierId: 9 },
      courier: { courierId: 9, latitude: 41.3, longitude: 69.2, at: '2026-11-21T09:00:00.000Z' },
    });
    expect(parseEnvelope(JSON.stringify({ origin: 'x', event: e }))?.event).toEqual(e);
    // An older instance's message has no facts: still a valid event (the staff hub reads the order then).
    const { facts: _f, courier: _c, ...legacy } = e;
    expect(parseEnvelope(JSON.stringify({ origin: 'x', event: legacy }))?.event).toEqual(legacy);
    const bad = (patch: object) => parseEnvelope(JSON.stringify({ origin: 'x', event: { ...e, ...patch } }));
    expect(bad({ facts: { number: '1042', branchId: 5, courierId: 9 } })).toBeNull();
    expect(bad({ facts: { number: 1042, branchId: 5 } })).toBeNull();
    expect(bad({ facts: null })).toBeNull();
    expect(bad({ courier: { courierId: 9, latitude: 'north', longitude: 69.2, at: 'x' } })).toBeNull();
  });
});

describe('Redis order event bus with Redis down', () => {
  it('never fails a publish, and local subscribers still hear the change', async () => {
    // Port 1: nothing listens; connection attempts fail at once.
    const down = memoryLog();
    const bus = createRedisOrderEventBus({ url: 'redis://127.0.0.1:1', log: down });
    open.push(bus);
    const got = nextEvent(bus);
    const started = Date.now();
    await expect(bus.publish(event({ status: 'DONE' }))).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await got).status).toBe('DONE');
    expect(down.warnings.join('\n')).toMatch(/order events: .*failed/);
  });
});

redisSuite('Redis order event bus across instances', () => {
  /** Two "server instances" on one private channel (parallel test runs do not hear each other). */
  async function twoInstances(): Promise<[RedisOrderEventBus, RedisOrderEventBus]> {
    const channel = `dasturxon:test:${randomUUID()}`;
    const a = createRedisOrderEventBus({ url: REDIS_URL, log, channel });
    const b = createRedisOrderEventBus({ url: REDIS_URL, log, channel });
    open.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    return [a, b];
  }

  it('is what the app uses when REDIS_URL is set', async () => {
    const env = parseEnv({ NODE_ENV: 'test', REDIS_URL });
    const a = createOrderEventBus(env, log) as RedisOrderEventBus;
    const b = createOrderEventBus(env, log) as RedisOrderEventBus;
    open.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    // The shared channel may carry other test runs' events: wait for this one.
    const sent = event({ merchantId: randomUUID() });
    const got = nextEvent(b, 3000, (e) => e.merchantId === sent.merchantId);
    await a.publish(sent);
    expect(await got).toEqual(sent);
  });

  it('is ready only when it can publish: a publish right after ready() reaches the other instance', async () => {
    // The first connection a bus opens is its publisher's: hold it, as a busy machine or network may.
    const slow = await redisProxy({ hold: { connection: 1, ms: 700 } });
    const channel = `dasturxon:test:${randomUUID()}`;
    const a = createRedisOrderEventBus({ url: slow.url, log, channel });
    const b = createRedisOrderEventBus({ url: REDIS_URL, log, channel });
    open.push(a, b);
    await within(Promise.all([a.ready(), b.ready()]), 5000, 'ready()');
    const onB = nextEvent(b);
    await a.publish(event({ orderId: 41 }));
    expect((await onB).orderId).toBe(41);
  });

  it('an instance started while Redis is down hears the others once Redis is back', async () => {
    const flaky = await redisProxy({ down: true });
    const channel = `dasturxon:test:${randomUUID()}`;
    const late = createRedisOrderEventBus({ url: flaky.url, log: memoryLog(), channel });
    const a = createRedisOrderEventBus({ url: REDIS_URL, log, channel });
    open.push(late, a);
    // Enough failed attempts for a queued SUBSCRIBE to be given up (maxRetriesPerRequest), then Redis is back.
    await flaky.refusedAtLeast(6);
    flaky.up();
    await within(Promise.all([late.ready(), a.ready()]), 8000, 'ready()');
    const onLate = nextEvent(late, 3000, (e) => e.orderId === 42);
    await a.publish(event({ orderId: 42 }));
    expect((await onLate).orderId).toBe(42);
  });

  it('an event published on one instance reaches a subscriber of the other', async () => {
    const [a, b] = await twoInstances();
    const onB = nextEvent(b);
    const sent = event({ status: 'ON_WAY', courierStatus: 'ACCEPTED', isPaid: true });
    await a.publish(sent);
    expect(await onB).toEqual(sent);
  });

  it('the publishing instance delivers once to its own subscribers (its echo from Redis is skipped)', async () => {
    const [a, b] = await twoInstances();
    const onA: OrderEventMessage[] = [];
    a.subscribe((e) => onA.push(e));
    const onB = nextEvent(b);
    await a.publish(event({ orderId: 1 }));
    // Once b has it, a's echo has come back through Redis too (one channel, in order).
    await onB;
    const marker = nextEvent(a);
    await b.publish(event({ orderId: 2 }));
    await marker;
    expect(onA.map((e) => e.orderId)).toEqual([1, 2]);
  });

  it('closing an instance ends its subscription and later publishes do not throw', async () => {
    const [a, b] = await twoInstances();
    const heard: OrderEventMessage[] = [];
    b.subscribe((e) => heard.push(e));
    await b.close();
    await a.publish(event());
    await b.publish(event());
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([]);
  });
});
