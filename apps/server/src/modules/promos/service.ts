/**
 * Promo codes (spec §3, §5; decision 103): whether a customer may use a code on a product total now,
 * the check at checkout that keeps a usable code on the customer's list, that list with each promo's state, and
 * marking a promo used inside the transaction of the order that uses it.
 */
import type { MerchantSettings, Promo, UserPromo } from '@dasturxon/contracts';
import { checkPromo, normalizePromoCode, type PromoFailure } from '@dasturxon/domain';
import type { Executor } from '../../db/factories/shared.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { groupDigits } from '../../errors/message-params.ts';
import type { MessageKey, MessageParams } from '../../errors/messages.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { PromoOwner, PromoRepository, PromoRow } from './repository.ts';

/** Why a code cannot be used; every one is a choice in the request that is not offered (422). */
export interface PromoProblem {
  code: 'PROMO_NOT_FOUND' | PromoFailure;
  key: MessageKey;
  params?: MessageParams;
}

export type PromoLookup = { promo: PromoRow; problem: null } | { promo: null; problem: PromoProblem };

const PROMO_KEYS: Record<PromoFailure, MessageKey> = {
  PROMO_NOT_ACTIVE: 'promoNotActive',
  PROMO_NOT_STARTED: 'promoNotStarted',
  PROMO_EXPIRED: 'promoExpired',
  PROMO_MIN_PRICE: 'promoMinPrice',
};

export function toPromo(row: PromoRow): Promo {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    productDiscount: row.productDiscount,
    deliveryDiscount: row.deliveryDiscount,
    minPrice: row.minPrice,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

/** The state of a promo on the customer's list now (minimum price aside: it depends on a basket). */
export function userPromoState(promo: PromoRow, usedAt: Date | null, now: Date): UserPromo['state'] {
  if (usedAt) return 'USED';
  const failure = checkPromo({ ...promo, minPrice: 0 }, 0, now);
  if (failure === 'PROMO_NOT_ACTIVE') return 'NOT_ACTIVE';
  if (failure === 'PROMO_NOT_STARTED') return 'NOT_STARTED';
  if (failure === 'PROMO_EXPIRED') return 'EXPIRED';
  return 'AVAILABLE';
}

/**
 * Why the promo's redemption caps refuse one more order (decision 266), or null. Like "already used", a cap
 * travels with the PROMO_NOT_ACTIVE code and its own message. `except`: the order being placed.
 */
async function capProblem(
  q: Pick<PromoRepository, 'countUses'>,
  id: number,
  caps: Pick<PromoRow, 'maxUses' | 'maxUsesPerUser'>,
  owner: PromoOwner | null,
  except: number | null,
): Promise<PromoProblem | null> {
  const opts = except === null ? {} : { except };
  if (caps.maxUses !== null && (await q.countUses(id, opts)) >= caps.maxUses) {
    return { code: 'PROMO_NOT_ACTIVE', key: 'promoUsedUp' };
  }
  if (owner && caps.maxUsesPerUser !== null) {
    const mine = await q.countUses(id, { ...opts, userId: owner.userId });
    if (mine >= caps.maxUsesPerUser) {
      return { code: 'PROMO_NOT_ACTIVE', key: 'promoUserLimit', params: { max: caps.maxUsesPerUser } };
    }
  }
  return null;
}

export function promoError(problem: PromoProblem): AppError {
  return new AppError(problem.code, 422, problem.key, problem.params ? { params: problem.params } : {});
}

export function createPromoService(deps: {
  repo: PromoRepository;
  clock: () => Date;
  /** The merchant's web settings (promoActive): the ordering settings service's context. */
  webSettings(merchant: MerchantRecord): Promise<MerchantSettings>;
}) {
  const { repo, clock } = deps;

  /**
   * The promo `code` names, if `owner` may use it on `productTotal` now. `owner` null: a guest (no
   * once-per-customer check). `web`: the merchant's settings (promos switched off refuse every code).
   */
  async function lookup(
    merchantId: string,
    owner: PromoOwner | null,
    code: string,
    opts: { web: MerchantSettings; productTotal: number; now: Date },
  ): Promise<PromoLookup> {
    const refuse = (problem: PromoProblem): PromoLookup => ({ promo: null, problem });
    if (!opts.web.promoActive) return refuse({ code: 'PROMO_NOT_ACTIVE', key: 'promoNotActive' });
    const promo = await repo.findPromo(merchantId, normalizePromoCode(code));
    if (!promo) return refuse({ code: 'PROMO_NOT_FOUND', key: 'promoNotFound' });
    const failure = checkPromo(promo, opts.productTotal, opts.now);
    if (failure) {
      return refuse({
        code: failure,
        key: PROMO_KEYS[failure],
        ...(failure === 'PROMO_MIN_PRICE' ? { params: { amount: groupDigits(promo.minPrice) } } : {}),
      });
    }
    if (owner && promo.oncePerUser) {
      const link = await repo.userPromo(owner, promo.id);
      // Decision 103: "already used" travels with the PROMO_NOT_ACTIVE code and its own message.
      if (link?.usedAt) return refuse({ code: 'PROMO_NOT_ACTIVE', key: 'promoAlreadyUsed' });
    }
    const capped = await capProblem(repo, promo.id, promo, owner, null);
    if (capped) return refuse(capped);
    return { promo, problem: null };
  }

  return {
    lookup,

    /** POST /orders/v1/promos/check: a usable code is kept on the customer's promo list. */
    async check(
      merchant: MerchantRecord,
      owner: PromoOwner,
      code: string,
      productPrice: number,
    ): Promise<Promo> {
      const now = clock();
      const web = await deps.webSettings(merchant);
      const found = await lookup(merchant.id, owner, code, { web, productTotal: productPrice, now });
      if (found.problem) throw promoError(found.problem);
      if (!found.promo) throw notFound('notFound');
      await repo.addUserPromo(owner, found.promo.id, now);
      return toPromo(found.promo);
    },

    /** GET /orders/v1/promos/my: the promos the customer checked or used, newest first. */
    async mine(owner: PromoOwner): Promise<UserPromo[]> {
      const now = clock();
      return (await repo.userPromos(owner)).map(({ promo, link }) => ({
        ...toPromo(promo),
        state: userPromoState(promo, link.usedAt, now),
        usedAt: link.usedAt?.toISOString() ?? null,
        orderId: link.orderId,
      }));
    },

    /**
     * Mark `promo` used by an order, in the transaction `tx` that writes the order. False when the customer used
     * it meanwhile (a concurrent order won): the caller refuses its order.
     */
    async markUsed(
      tx: Executor,
      owner: PromoOwner,
      promo: { id: number; oncePerUser: boolean },
      orderId: number,
      now: Date,
    ): Promise<boolean> {
      const q = repo.within(tx);
      // Decision 266: the caps are counted under the promo's row lock, so two orders cannot both take its last use.
      const caps = await q.lockCaps(promo.id);
      if (caps) {
        const capped = await capProblem(q, promo.id, caps, owner, orderId);
        if (capped) throw promoError(capped);
      }
      return q.usePromo(owner, promo, orderId, now);
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
