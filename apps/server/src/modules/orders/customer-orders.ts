/**
 * The customer's own orders (spec §7 /orders/v1/orders/user/..., /orders/v1/orders/{id}): a page of them, the
 * unfinished ones, one, and the customer's cancel (while the merchant allows it and the kitchen has not started;
 * the cashback and promo spent come back, decision 108).
 */
import type { Order, OrderPage } from '@dasturxon/contracts';
import { customerCanCancel } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { OrderPresenter } from './order-presenter.ts';
import type { OrderStatusService } from './order-status.ts';
import type { OrderingSettingsService } from './ordering-settings.ts';
import type { OrderRepository, Owner } from './repository.ts';

export function createCustomerOrderService(deps: {
  repo: OrderRepository;
  presenter: OrderPresenter;
  status: Pick<OrderStatusService, 'move'>;
  ordering: Pick<OrderingSettingsService, 'context'>;
}) {
  const { repo, presenter, status, ordering } = deps;

  return {
    async list(
      merchant: MerchantRecord,
      owner: Owner,
      opts: { page: number; size: number; onlyArchive: boolean },
    ): Promise<OrderPage> {
      const { rows, total } = await repo.listOrders(owner, opts);
      return {
        content: await presenter.present(merchant.id, rows),
        page: opts.page,
        size: opts.size,
        totalElements: total,
        totalPages: Math.ceil(total / opts.size),
      };
    },

    async active(merchant: MerchantRecord, owner: Owner): Promise<Order[]> {
      return presenter.present(merchant.id, await repo.activeOrders(owner));
    },

    async get(merchant: MerchantRecord, owner: Owner, id: number): Promise<Order> {
      const row = await repo.findOwnOrder(owner, id);
      if (!row) throw notFound('orderNotFound');
      return presenter.presentOne(merchant.id, row);
    },

    /** The customer cancels: allowed while customerCanCancel; spent cashback and the promo come back. */
    async cancel(merchant: MerchantRecord, owner: Owner, id: number, reason: string | null): Promise<Order> {
      const { cancelOrderActive } = (await ordering.context(merchant)).web;
      const row = await status.move(merchant.id, id, 'CANCELED', {
        actor: 'CUSTOMER',
        actorId: String(owner.userId),
        reason,
        check(order) {
          if (order.userId !== owner.userId) throw notFound('orderNotFound');
          if (!customerCanCancel(order.status, cancelOrderActive)) {
            throw new AppError('ORDER_STATE_CONFLICT', 409, 'orderCannotCancel');
          }
        },
      });
      return presenter.presentOne(merchant.id, row);
    },
  };
}

export type CustomerOrderService = ReturnType<typeof createCustomerOrderService>;
