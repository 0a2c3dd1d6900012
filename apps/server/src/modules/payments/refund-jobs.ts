/**
 * Refund jobs (decision 246): a cancel of a paid online order writes a REFUND job in the cancel's own
 * transaction, so the refund is asked for only once the cancel has committed, and a crash or a provider outage
 * retries it. A worker claims due jobs one at a time with FOR UPDATE SKIP LOCKED and a lease (runAfter moved
 * LEASE_MS ahead in the claim's short transaction, so a worker that dies mid-job leaves it to be retried when the
 * lease ends and no transaction stays open while the provider is called), asks the provider's adapter
 * (refunds.ts) and writes what it answered: DONE, MANUAL (a person gives it back) or PENDING again with a growing
 * wait. After MAX_ATTEMPTS failures the job turns MANUAL ("providerUnavailable") so the desk sees it.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import { jobs, paymentTransactions } from '../../db/schema/index.ts';
import { type OrderEventBus, orderEventOf } from '../../events/order-events.ts';
import { isTakenPayment, type RefundAdapter, type RefundAnswer } from './refunds.ts';
import type {
  OrderRow,
  PaymentMerchant,
  PaymentRepository,
  PaymentTxRow,
  ProviderName,
} from './repository.ts';

export type JobRow = typeof jobs.$inferSelect;

const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;
/** Wait before retry n (1-based): 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60, 2 ** (attempt - 1)) * 60_000;
}

/** What a REFUND job keeps in `result` (shown to the desk by the staff order view). */
export interface RefundJobResult {
  provider?: ProviderName;
  amount?: number;
  transactionId?: string;
  /** Why a person must give it back (RefundManualReason or providerUnavailable). */
  manualReason?: string;
  refundedAt?: string;
  /** Given back by hand: who, when, and the reference they typed. */
  byHand?: { staffId: number; staffName: string | null; at: string; reference: string };
}

/** Write the REFUND job of a just-cancelled paid order inside the cancel's transaction (once per order). */
export async function enqueueRefund(tx: Tx, order: { id: number; merchantId: string }, now: Date) {
  await tx
    .insert(jobs)
    .values({
      kind: 'REFUND',
      merchantId: order.merchantId,
      orderId: order.id,
      runAfter: now,
      createdDate: now,
    })
    .onConflictDoNothing();
}

/** The REFUND jobs of some orders of one merchant. */
export async function refundJobsOf(db: Executor, merchantId: string, orderIds: number[]): Promise<JobRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'REFUND'), eq(jobs.merchantId, merchantId), inArray(jobs.orderId, orderIds)));
}

/** The REFUND job of one order locked for update (the hand refund writes it). */
export async function lockRefundJob(tx: Tx, merchantId: string, orderId: number): Promise<JobRow | null> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'REFUND'), eq(jobs.merchantId, merchantId), eq(jobs.orderId, orderId)))
    .for('update');
  return row ?? null;
}

/** Record a hand refund on the order's job (made DONE; created when the order had none, e.g. cash). */
export async function recordHandRefund(
  tx: Tx,
  order: { id: number; merchantId: string },
  byHand: NonNullable<RefundJobResult['byHand']>,
  now: Date,
): Promise<void> {
  const job = await lockRefundJob(tx, order.merchantId, order.id);
  const result: RefundJobResult = {
    ...((job?.result as RefundJobResult) ?? {}),
    refundedAt: byHand.at,
    byHand,
  };
  if (job) {
    await tx
      .update(jobs)
      .set({ state: 'DONE', result: { ...result }, lastModifiedDate: now })
      .where(eq(jobs.id, job.id));
    return;
  }
  await tx.insert(jobs).values({
    kind: 'REFUND',
    merchantId: order.merchantId,
    orderId: order.id,
    state: 'DONE',
    result: { ...result },
    runAfter: now,
    createdDate: now,
    lastModifiedDate: now,
  });
}

export interface RefundWorkerDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  repo: PaymentRepository;
  adapterFor(merchant: PaymentMerchant, provider: ProviderName): RefundAdapter;
  /** Live screens hear that an order's refund now waits for a person (the order row itself is unchanged). */
  orderEvents?: OrderEventBus;
  intervalMs?: number;
}

export interface RefundWorker {
  /** Run every due job once; returns how many were run. */
  runDue(): Promise<number>;
  /** Ask for a round soon (after a cancel committed); no-op until start(). */
  kick(): void;
  start(): void;
  stop(): void;
}

export function createRefundWorker(deps: RefundWorkerDeps): RefundWorker {
  const { db, clock, log, repo } = deps;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;

  /** Claim one due job: locked without waiting for another worker's, leased, attempts counted. */
  async function claim(now: Date): Promise<JobRow | null> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'REFUND'), eq(jobs.state, 'PENDING'), lte(jobs.runAfter, now)))
        .orderBy(asc(jobs.runAfter), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [row] = await tx
        .update(jobs)
        .set({
          runAfter: new Date(now.getTime() + LEASE_MS),
          attempts: sql`${jobs.attempts} + 1`,
          lastModifiedDate: now,
        })
        .where(eq(jobs.id, due.id))
        .returning();
      return row ?? null;
    });
  }

  async function finish(job: JobRow, state: JobRow['state'], result: RefundJobResult, now: Date) {
    await db
      .update(jobs)
      .set({ state, result: { ...(job.result as RefundJobResult), ...result }, lastModifiedDate: now })
      .where(eq(jobs.id, job.id));
  }

  async function takenPayment(order: OrderRow): Promise<PaymentTxRow | null> {
    const rows = await db
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.merchantId, order.merchantId), eq(paymentTransactions.orderId, order.id)),
      );
    return rows.find(isTakenPayment) ?? null;
  }

  async function runOne(job: JobRow, now: Date): Promise<void> {
    const merchant = await repo.merchantById(job.merchantId);
    const order = job.orderId === null ? null : await repo.orderOf(job.merchantId, job.orderId);
    if (!merchant || !order) return finish(job, 'FAILED', {}, now);
    // Refunded meanwhile (the provider's own callback, or by hand): nothing left to do.
    if (!order.isPaid) return finish(job, 'DONE', { refundedAt: now.toISOString() }, now);
    const payment = await takenPayment(order);
    if (!payment) return finish(job, 'MANUAL', { manualReason: 'noPayment', amount: order.totalPrice }, now);
    const facts: RefundJobResult = {
      provider: payment.provider,
      // The order's so'm (Payme's rows keep tiyin).
      amount: order.totalPrice,
      transactionId: payment.providerTxId,
    };
    let answer: RefundAnswer;
    try {
      answer = await deps.adapterFor(merchant, payment.provider).requestRefund(order, payment);
    } catch (error) {
      log.warn(
        { err: error, orderId: order.id, attempt: job.attempts },
        'refund request failed; retried later',
      );
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set({
          state: giveUp ? 'MANUAL' : 'PENDING',
          result: { ...facts, ...(giveUp ? { manualReason: 'providerUnavailable' } : {}) },
          runAfter: new Date(now.getTime() + retryDelayMs(job.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          lastModifiedDate: now,
        })
        .where(eq(jobs.id, job.id));
      return;
    }
    if (answer.outcome === 'done')
      return finish(job, 'DONE', { ...facts, refundedAt: now.toISOString() }, now);
    if (answer.outcome === 'manual') {
      await finish(job, 'MANUAL', { ...facts, manualReason: answer.reason }, now);
      await deps.orderEvents?.publish(orderEventOf(order, now));
      return;
    }
    await db
      .update(jobs)
      .set({
        result: { ...facts },
        runAfter: new Date(now.getTime() + retryDelayMs(job.attempts)),
        lastModifiedDate: now,
      })
      .where(eq(jobs.id, job.id));
  }

  async function round(): Promise<number> {
    let ran = 0;
    // Bounded: a backlog drains over a few rounds.
    for (let i = 0; i < 50; i += 1) {
      const now = clock();
      const job = await claim(now);
      if (!job) break;
      ran += 1;
      try {
        await runOne(job, now);
      } catch (error) {
        // The lease makes it due again later.
        log.error({ err: error, jobId: job.id }, 'refund job failed');
      }
    }
    return ran;
  }

  const worker: RefundWorker = {
    runDue() {
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    },
    kick() {
      if (!timer) return;
      setImmediate(() => {
        worker.runDue().catch((error: unknown) => log.error({ err: error }, 'refund round failed'));
      });
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        worker.runDue().catch((error: unknown) => log.error({ err: error }, 'refund round failed'));
      }, deps.intervalMs ?? 30_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return worker;
}
