/**
 * What follows an order (issue 10): its rating, once, by its customer, when it was delivered or closed
 * (decision 322), and its repeat plan (decision 321). Another customer's order, or another merchant's, is 404.
 */
import type {
  MenuChannel,
  OrderRating,
  OrderRatingState,
  OrderStatus,
  Overall,
  RateOrder,
  RepeatPlan,
} from '@dasturxon/contracts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { repeatLines } from './repeat.ts';
import type { OrderAfterRepository, Owner, RatingRow } from './repository.ts';

/** A customer rates what reached them: a delivered delivery, a closed pick-up or dine-in order. */
export const RATABLE_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED']);

export const orderNotRatable = () => new AppError('ORDER_STATE_CONFLICT', 409, 'orderNotRatable');
export const orderAlreadyRated = () => new AppError('ORDER_STATE_CONFLICT', 409, 'orderAlreadyRated');

function present(row: RatingRow): OrderRating {
  return {
    orderId: row.orderId,
    stars: row.stars,
    comment: row.comment,
    createdDate: row.createdDate.toISOString(),
  };
}

export function createOrderAfterService(deps: {
  repo: OrderAfterRepository;
  clock: () => Date;
  readMenu(merchantId: string, channel: MenuChannel): Promise<{ overall: Overall }>;
  /** Grades are part of the menu: drop the merchant's cached menu after a rating. */
  invalidateMenu(merchantId: string): void;
}) {
  const { repo } = deps;

  async function ownOrder(owner: Owner, orderId: number) {
    const order = await repo.ownOrder(owner, orderId);
    if (!order) throw notFound('orderNotFound');
    return order;
  }

  return {
    async ratingState(owner: Owner, orderId: number): Promise<OrderRatingState> {
      const order = await ownOrder(owner, orderId);
      const row = await repo.rating(order.id);
      return { rating: row ? present(row) : null, canRate: !row && RATABLE_STATUSES.has(order.status) };
    },

    async rate(owner: Owner, orderId: number, input: RateOrder): Promise<OrderRating> {
      const order = await ownOrder(owner, orderId);
      if (!RATABLE_STATUSES.has(order.status)) throw orderNotRatable();
      const row = await repo.rate(owner, order.id, {
        stars: input.stars,
        comment: input.comment ?? null,
        at: deps.clock(),
      });
      if (!row) throw orderAlreadyRated();
      deps.invalidateMenu(owner.merchantId);
      return present(row);
    },

    async repeat(owner: Owner, orderId: number, channel: MenuChannel): Promise<RepeatPlan> {
      const order = await ownOrder(owner, orderId);
      const [lines, menu] = await Promise.all([
        repo.lines(order.id),
        deps.readMenu(owner.merchantId, channel),
      ]);
      return {
        orderId: order.id,
        branchId: order.branchId,
        lines: repeatLines(lines, menu.overall, order.branchId),
      };
    },
  };
}

export type OrderAfterService = ReturnType<typeof createOrderAfterService>;
