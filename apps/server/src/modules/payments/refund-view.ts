/** The refund of a cancelled paid order as the staff API shows it (decision 246), from the order and its job. */
import type { StaffRefund } from '@dasturxon/contracts';
import type { JobRow, RefundJobResult } from './refund-jobs.ts';

export function toStaffRefund(
  order: { status: string; isPaid: boolean; totalPrice: number },
  job: JobRow | undefined,
): StaffRefund | null {
  if (order.status !== 'CANCELED') return null;
  // Never paid, or refunded before there were refund jobs: nothing to show.
  if (!order.isPaid && !job) return null;
  const r = (job?.result ?? {}) as RefundJobResult;
  const base = {
    provider: r.provider ?? null,
    amount: r.amount ?? order.totalPrice,
    transactionId: r.transactionId ?? null,
    manualReason: r.manualReason ?? null,
    refundedAt: r.refundedAt ?? null,
    byHand: r.byHand
      ? { staffName: r.byHand.staffName ?? null, at: r.byHand.at, reference: r.byHand.reference }
      : null,
  };
  if (!order.isPaid) return { ...base, state: 'refunded' };
  if (!job) return { ...base, state: 'due' };
  if (job.state === 'PENDING') return { ...base, state: 'inProgress' };
  if (job.state === 'MANUAL' || job.state === 'FAILED') return { ...base, state: 'manual' };
  return { ...base, state: 'due' };
}
