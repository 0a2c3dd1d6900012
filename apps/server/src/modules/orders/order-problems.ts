/**
 * What refuses an order (decision 105): a code of contracts' OrderProblemCode, its message and the HTTP status
 * submit answers with. The quote lists them all, translated; submit throws the first as an AppError.
 */
import type { Lang, OrderProblemCode } from '@dasturxon/contracts';
import type { BasketProblem } from '@dasturxon/domain';
import { AppError } from '../../errors/app-error.ts';
import { groupDigits } from '../../errors/message-params.ts';
import type { MessageKey, MessageParams } from '../../errors/messages.ts';

export interface OrderProblem {
  code: OrderProblemCode;
  key: MessageKey;
  params?: MessageParams;
  productId?: number;
  /** 409: the state of the world refuses (hours, zone, stock); 422: a choice in the request is not offered. */
  status: 409 | 422;
}

export function problemError(problem: OrderProblem): AppError {
  return new AppError(
    problem.code,
    problem.status,
    problem.key,
    problem.params ? { params: problem.params } : {},
  );
}

/** Decision 100: asked to spend more cashback than the balance holds. */
export function cashbackProblem(balance: number): OrderProblem {
  return {
    code: 'CASHBACK_ABOVE_BALANCE',
    key: 'cashbackAboveBalance',
    params: { balance: groupDigits(balance) },
    status: 409,
  };
}

/** A problem of the basket (packages/domain basket.ts) with the product's and group's names in `lang`. */
export function basketProblem(problem: BasketProblem, lang: Lang): OrderProblem {
  switch (problem.kind) {
    case 'UNKNOWN_PRODUCT':
      return {
        code: 'PRODUCT_NOT_AVAILABLE',
        key: 'productNotAvailable',
        params: { name: `#${problem.productId}` },
        productId: problem.productId,
        status: 409,
      };
    case 'NOT_ORDERABLE':
      return {
        code: 'PRODUCT_NOT_AVAILABLE',
        key: 'productNotAvailable',
        params: { name: problem.product.name[lang] },
        productId: problem.product.id,
        status: 409,
      };
    case 'MODIFIERS': {
      const name = problem.product.name[lang];
      const groupName = problem.group ? problem.group.name[lang] : name;
      const { choice } = problem;
      return {
        code: 'MODIFIERS_INVALID',
        status: 422,
        productId: problem.product.id,
        ...(choice.problem === 'MIN'
          ? { key: 'modifiersMin', params: { name: groupName, min: choice.min } }
          : choice.problem === 'MAX'
            ? { key: 'modifiersMax', params: { name: groupName, max: choice.max } }
            : { key: 'modifiersInvalid', params: { name } }),
      };
    }
    case 'NOT_ENOUGH':
      return {
        code: 'NOT_ENOUGH_PRODUCTS',
        key: 'notEnoughProducts',
        params: { name: problem.product.name[lang], max: problem.stock },
        productId: problem.product.id,
        status: 409,
      };
  }
}
