/**
 * Cashback in the console (issue 12, decision 267), ADMIN only: a customer's balance and the admin's adjustments
 * of it. An adjustment is one transaction: the guarded balance UPDATE (never below zero), its ledger row (who,
 * when, amount, reason, balance after) and its audit row (decision 251). Earning rules come later.
 */
import type { CashbackAdjustInput, CustomerCashback } from '@dasturxon/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { groupDigits } from '../../errors/message-params.ts';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import type { LoyaltyRepository } from './repository.ts';

export function createLoyaltyService(deps: { repo: LoyaltyRepository; clock: () => Date }) {
  const { repo, clock } = deps;

  async function view(q: Tx, merchantId: string, id: number): Promise<CustomerCashback> {
    const customer = await repo.customer(q, merchantId, id);
    if (!customer) throw notFound('customerNotFound');
    const rows = await repo.adjustments(q, merchantId, id);
    return {
      customer: {
        id: customer.id,
        phone: customer.phone ?? '',
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
      balance: customer.cashback,
      adjustments: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        balanceAfter: r.balanceAfter,
        actor: r.actor,
        at: r.at.toISOString(),
      })),
    };
  }

  return {
    get: (merchantId: string, id: number) => view(repo.db, merchantId, id),

    async adjust(who: AuditActor, id: number, input: CashbackAdjustInput): Promise<CustomerCashback> {
      return repo.db.transaction(async (tx) => {
        const customer = await repo.customer(tx, who.merchantId, id);
        if (!customer) throw notFound('customerNotFound');
        const balance = await repo.addToBalance(tx, who.merchantId, id, input.amount);
        if (balance === null) {
          const now = (await repo.customer(tx, who.merchantId, id))?.cashback ?? 0;
          throw new AppError('CASHBACK_ABOVE_BALANCE', 409, 'cashbackBelowZero', {
            params: { balance: groupDigits(now) },
          });
        }
        const at = clock();
        await repo.insertAdjustment(tx, {
          merchantId: who.merchantId,
          userId: id,
          staffId: who.staffId,
          actor: who.actor,
          amount: input.amount,
          reason: input.reason,
          balanceAfter: balance,
          at,
        });
        await recordAudit(
          tx,
          who,
          {
            entity: 'cashback',
            entityId: id,
            action: 'adjust',
            changes: {
              cashback: { from: balance - input.amount, to: balance },
              reason: input.reason,
            },
          },
          at,
        );
        return view(tx, who.merchantId, id);
      });
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
