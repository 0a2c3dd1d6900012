/**
 * The reference of the order bench (issue 15 §2, decision 305): the database's own rate for the rows of one
 * order, measured in the same run as the server. Each write is one transaction of exactly what a placed pick-up
 * order writes: the merchant's counter bumped (gapless numbers, decision 106), the order row, its two lines and
 * the first entry of its change log. Nothing else: no HTTP, no session, no pricing, no JSON.
 *
 * The statement is the server's own (orders repository `numberedOrderQuery`, rendered once by drizzle to SQL
 * and parameters), sent raw through the driver by `connections` concurrent writers: through the server's pool
 * (openDatabase, same size) on PostgreSQL, through the one in-process connection on PGlite (with the same
 * durability setting as the server: each commit flushed, or not). On both the statement is a named one, parsed and
 * planned once (on PGlite since decision 362, as the server's); `prepared: false` measures PGlite's own `query`,
 * which parses and plans every call (the reference of decisions 305-348).
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createOrderRepository } from '../../apps/server/src/modules/orders/repository.ts';
import type { LoadFigures } from './load.ts';
import { percentile } from './percentile.ts';

export interface RawOrderWorld {
  merchantId: string;
  branchId: number;
  plovId: number;
  burgerId: number;
  /** A customer of the merchant (the orders' owner). */
  userId: number;
}

type RawOrderQueries = ReturnType<typeof createOrderRepository>;

/** The SQL text and parameters of one order's write, exactly as the server renders it. */
function orderStatement(repo: RawOrderQueries, world: RawOrderWorld): { text: string; params: unknown[] } {
  const now = new Date();
  const line = (productId: number, position: number, price: number, count: number) => ({
    productId,
    name: { uz: 'Taom', ru: 'Блюдо', eng: 'Dish' },
    image: null,
    count,
    costPrice: price,
    discount: 0,
    unitPrice: price,
    linePrice: price * count,
    lineDiscount: 0,
    modifications: [],
    position,
  });
  const query = repo.numberedOrderQuery(
    {
      merchantId: world.merchantId,
      userId: world.userId,
      idempotencyKey: null,
      requestHash: 'raw-insert-reference',
      status: 'OPEN',
      serviceType: 'PICK_UP',
      branchId: world.branchId,
      cityId: null,
      paymentType: 'CASH',
      address: null,
      comment: 'bench',
      sendCheque: false,
      later: false,
      orderDevice: 'WEB',
      source: 'CLIENT_WEB',
      productPrice: 110_000,
      productDiscount: 0,
      productCount: 3,
      promoProductDiscount: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
      totalPrice: 110_000,
      createdDate: now,
      lastModifiedDate: now,
    },
    [line(world.plovId, 0, 35_000, 2), line(world.burgerId, 1, 40_000, 1)],
    { actorType: 'CUSTOMER', actorId: String(world.userId) },
  );
  const { sql, params } = query.toSQL();
  return { text: sql, params };
}

/** Writes orders for `duration` seconds with `connections` concurrent writers; orders/s and p99. */
export async function rawInsertRate(
  target: { dataDir?: string; databaseUrl?: string; durable?: boolean; prepared?: boolean },
  world: RawOrderWorld,
  opts: { duration: number; connections: number },
  /** Called around the timed writes, with the connections open (the bench measures CPU per order in between). */
  window?: { start(): void; stop(orders: number): void },
): Promise<LoadFigures> {
  // The server's own connection: PGlite in process (with its durability), or a pool of the server's size.
  const handle = await openDatabase({
    dataDir: target.dataDir ?? '',
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    ...(target.durable === undefined ? {} : { durable: target.durable }),
    ...(target.prepared === undefined ? {} : { prepared: target.prepared }),
  });
  const statement = orderStatement(createOrderRepository(handle.db), world);
  // drizzle's client: the pg Pool or the PGlite instance. On PostgreSQL the statement is named, so each
  // connection parses and plans it once, as the server's prepared statement is (decision 305).
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const write =
    handle.kind === 'postgres'
      ? async () => {
          await (client as pg.Pool).query({
            name: 'dx_raw_order',
            text: statement.text,
            values: statement.params,
          });
        }
      : async () => {
          await (client as PGlite).query(statement.text, statement.params);
        };
  const latencies: number[] = [];
  let errors = 0;
  try {
    await write();
    window?.start();
    const until = performance.now() + opts.duration * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            await write();
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    window?.stop(latencies.length);
    return {
      target:
        target.prepared === false
          ? 'raw insert, parsed and planned per call (PGlite query; reference before decision 362)'
          : 'raw one-transaction insert of the same rows (reference)',
      reqPerSec: latencies.length / seconds,
      p99Ms: Math.round(percentile(latencies, 99)),
      mbPerSec: 0,
      non2xx: 0,
      errors,
    };
  } finally {
    await handle.close();
  }
}
