import { makeModifierGroup, makeProduct } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { translate } from '../../errors/messages.ts';
import { basketProblem, cashbackProblem, problemError } from './order-problems.ts';

const text = (uz: string, ru: string, eng: string) => ({ uz, ru, eng });
const extras = makeModifierGroup({
  id: 2,
  name: text("Qo'shimcha", 'Добавки', 'Extras'),
  min: 0,
  max: 2,
  priority: 0,
});
const burger = makeProduct({
  id: 5,
  name: text('Burger', 'Бургер', 'Burger'),
  costPrice: 30_000,
  type: 'MODIFICATION',
  modificationGroups: [extras],
});

describe('basketProblem', () => {
  it('names an unknown product by its id and a known one in the language asked', () => {
    expect(basketProblem({ kind: 'UNKNOWN_PRODUCT', productId: 9 }, 'ru')).toEqual({
      code: 'PRODUCT_NOT_AVAILABLE',
      key: 'productNotAvailable',
      params: { name: '#9' },
      productId: 9,
      status: 409,
    });
    expect(basketProblem({ kind: 'NOT_ORDERABLE', product: burger }, 'ru')).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      params: { name: 'Бургер' },
      productId: 5,
    });
  });

  it('refuses a modifier choice with 422, naming the group for a limit and the product for an unknown modifier', () => {
    const max = basketProblem(
      {
        kind: 'MODIFIERS',
        product: burger,
        choice: { groupId: 2, problem: 'MAX', min: 0, max: 2 },
        group: extras,
      },
      'ru',
    );
    expect(max).toEqual({
      code: 'MODIFIERS_INVALID',
      key: 'modifiersMax',
      params: { name: 'Добавки', max: 2 },
      productId: 5,
      status: 422,
    });
    expect(translate('ru', max.key, max.params)).toBe('Добавки: выберите не больше 2.');
    expect(
      basketProblem(
        {
          kind: 'MODIFIERS',
          product: burger,
          choice: { groupId: 0, problem: 'UNKNOWN', min: 0, max: 0 },
          group: null,
        },
        'eng',
      ),
    ).toMatchObject({ key: 'modifiersInvalid', params: { name: 'Burger' } });
  });

  it('tells how many are left when the branch has fewer', () => {
    expect(basketProblem({ kind: 'NOT_ENOUGH', product: burger, stock: 3 }, 'uz')).toEqual({
      code: 'NOT_ENOUGH_PRODUCTS',
      key: 'notEnoughProducts',
      params: { name: 'Burger', max: 3 },
      productId: 5,
      status: 409,
    });
  });
});

describe('problemError', () => {
  it('throws a problem as the error submit answers with', () => {
    const error = problemError(cashbackProblem(20_000));
    expect(error).toMatchObject({
      code: 'CASHBACK_ABOVE_BALANCE',
      status: 409,
      params: { balance: '20\u00a0000' },
    });
  });
});
