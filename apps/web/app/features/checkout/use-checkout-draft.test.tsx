// @vitest-environment happy-dom
/**
 * The choices on screen: the page data's, a change shows at once and holds while it is saved (even when other
 * page data arrives meanwhile), and the page data that answers the save is the truth again.
 */
import { makeOrderQuote } from '@dasturxon/contracts/testing';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutLoaderData } from './checkout-data.server.ts';
import { emptyCheckoutState } from './checkout-state.ts';
import { draftFromData, useCheckoutDraft } from './use-checkout-draft.ts';

afterEach(cleanup);

/** Page data of a checkout offering delivery and pick-up, with the plan fields the draft reads set by the test. */
function pageData(plan: Partial<CheckoutLoaderData['plan']>, useCashback = false): CheckoutLoaderData {
  return {
    title: 'Checkout',
    empty: false,
    state: { ...emptyCheckoutState(), useCashback },
    plan: {
      serviceTypes: ['DELIVERY', 'PICK_UP'],
      serviceType: 'DELIVERY',
      branch: null,
      branchOpen: true,
      opensAt: null,
      paymentTypes: ['CASH', 'PAYME'],
      paymentType: 'CASH',
      paymentsDemo: false,
      slots: [],
      later: false,
      day: null,
      time: null,
      cashbackAvailable: false,
      promoAvailable: false,
      problems: [],
      request: null,
      ...plan,
    },
    pickupBranchCount: 1,
    settingsFailed: false,
    quote: makeOrderQuote(),
    quoteError: null,
    cashbackBalance: 0,
    userPhone: '998901234567',
    minOrderAmount: 0,
    cards: [],
    cardId: null,
    cardGone: false,
    now: '2026-11-21T08:00:00.000Z',
  };
}

describe('draftFromData', () => {
  it('takes the plan’s choices, the first later day when none is chosen, and the state’s switches', () => {
    const data = pageData({ slots: [{ day: '2026-11-22', times: ['12:00'] }], paymentType: null }, true);
    expect(draftFromData(data)).toEqual({
      serviceType: 'DELIVERY',
      later: false,
      day: '2026-11-22',
      time: '',
      paymentType: null,
      useCashback: true,
      sendCheque: false,
      cardId: null,
    });
  });
});

describe('draftFromData with saved cards (decisions 319, 324)', () => {
  const cards = [{ id: 7, brand: 'UZCARD' as const, last4: '6311', name: null }];
  it('keeps the card the page offers, and chooses none when the chosen card was removed', () => {
    const paid = { ...pageData({ paymentType: 'PAYME' }), cards, cardId: 7 };
    expect(draftFromData(paid).cardId).toBe(7);
    expect(draftFromData({ ...paid, cardId: null }).cardId).toBeNull();
    expect(draftFromData({ ...paid, cardId: null, cardGone: true }).cardId).toBeUndefined();
  });
});

describe('useCheckoutDraft', () => {
  it('shows a change at once, holds it while saving, and follows the page data once the save is answered', () => {
    const first = pageData({});
    const { result, rerender } = renderHook(({ data, saving }) => useCheckoutDraft(data, saving), {
      initialProps: { data: first, saving: false },
    });
    expect(result.current[0].serviceType).toBe('DELIVERY');

    act(() => result.current[1]('serviceType', 'PICK_UP'));
    expect(result.current[0].serviceType).toBe('PICK_UP');

    // Saving; other page data arrives meanwhile (another fetcher's reload): the change holds.
    rerender({ data: first, saving: true });
    rerender({ data: pageData({ paymentType: 'PAYME' }), saving: true });
    expect(result.current[0]).toMatchObject({ serviceType: 'PICK_UP', paymentType: 'PAYME' });

    // The save is answered with the server's plan: that is what shows.
    rerender({ data: pageData({ serviceType: 'DINE_IN' }), saving: false });
    expect(result.current[0].serviceType).toBe('DINE_IN');
  });
});
