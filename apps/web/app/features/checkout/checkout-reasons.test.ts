/** The reasons under the order bar, as an English-speaking customer reads them, and the step each one offers. */
import type { OrderQuote } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { formatMessage, type MessageKey } from '../../shared/i18n/index.tsx';
import { checkoutReasons, type ReasonsInput } from './checkout-reasons.ts';

const messages = messagesFor('eng');
const t = (key: MessageKey, vars?: Record<string, string | number>) => formatMessage(messages[key], vars);

const totals = (productPrice: number, productDiscount = 0) =>
  ({ productPrice, productDiscount }) as OrderQuote['totals'];
const problem = (code: OrderQuote['problems'][number]['code'], message: string, productId?: number) => ({
  code,
  message,
  ...(productId === undefined ? {} : { productId }),
});

const base: ReasonsInput = {
  planProblems: [],
  quote: { problems: [], totals: totals(50_000) },
  quoteError: null,
  settingsFailed: false,
  minOrderAmount: 0,
  later: false,
  branchKnown: true,
  branchOpen: true,
  opensAt: null,
  hasSlots: true,
};
const reasons = (input: Partial<ReasonsInput>) => checkoutReasons({ ...base, ...input }, t, 'eng');

describe('checkoutReasons', () => {
  it('is empty when nothing stops the order', () => {
    expect(reasons({})).toEqual([]);
  });

  it('asks which way to pay when the chosen saved card was removed (decision 324)', () => {
    expect(reasons({ cardToChoose: true })).toEqual([
      {
        key: 'CARD_GONE',
        text: 'The card you chose is no longer saved: choose how to pay',
        action: { focus: 'co-payment', label: 'Choose' },
      },
    ]);
    expect(reasons({ cardToChoose: false })).toEqual([]);
  });

  it('sends a missing address or branch to the screen that chooses it', () => {
    expect(reasons({ planProblems: ['ADDRESS_MISSING', 'BRANCH_MISSING', 'TIME_MISSING'] })).toEqual([
      {
        key: 'ADDRESS_MISSING',
        text: 'Choose a delivery address',
        action: { to: '/address/delivery', label: 'Choose' },
      },
      {
        key: 'BRANCH_MISSING',
        text: 'Choose a branch to pick up from',
        action: { to: '/address/pickup2', label: 'Choose' },
      },
      // Fixed on this screen: the tap scrolls to the time and focuses it (issue 10, decision 317).
      {
        key: 'TIME_MISSING',
        text: 'Choose the day and time of the order',
        action: { focus: 'co-time', label: 'Choose' },
      },
    ]);
    expect(reasons({ planProblems: ['PAYMENT_MISSING'] })[0]?.action).toEqual({
      focus: 'co-payment',
      label: 'Choose',
    });
    expect(reasons({ planProblems: ['NO_DELIVERY_BRANCH'] })[0]?.action).toEqual({
      to: '/address/delivery',
      label: 'Choose',
    });
  });

  it('says what is missing for delivery in so‘m and offers to add dishes', () => {
    const [r] = reasons({
      minOrderAmount: 60_000,
      quote: { problems: [problem('DELIVERY_MIN_AMOUNT', 'server says')], totals: totals(50_000, 2_000) },
    });
    expect(r?.text).toMatch(/^Add 12,000\sUZS more for delivery$/);
    expect(r?.action).toEqual({ to: '/', label: 'Add dishes' });
    // Reached already (the server counts differently): the server's own message.
    const [reached] = reasons({
      minOrderAmount: 40_000,
      quote: { problems: [problem('DELIVERY_MIN_AMOUNT', 'server says')], totals: totals(50_000) },
    });
    expect(reached?.text).toBe('server says');
  });

  it('says when a closed branch opens and offers a later order while there are later times', () => {
    const closed = { problems: [problem('BRANCH_CLOSED', 'closed')], totals: totals(50_000) };
    expect(reasons({ quote: closed, opensAt: { day: 'MONDAY', time: '10:00', inDays: 1 } })).toEqual([
      {
        key: 'BRANCH_CLOSED',
        text: 'The branch is closed now. Opens tomorrow at 10:00',
        action: { label: 'Order for later', later: true },
      },
    ]);
    const [later] = reasons({
      quote: closed,
      hasSlots: false,
      opensAt: { day: 'MONDAY', time: '10:00', inDays: 3 },
    });
    expect(later).toEqual({ key: 'BRANCH_CLOSED', text: 'The branch is closed now. Opens Monday at 10:00' });
  });

  it('says a closed branch known before any quote once, and not for a later order', () => {
    const input = { quote: null, branchOpen: false, opensAt: { day: 'MONDAY', time: '09:00', inDays: 0 } };
    expect(reasons(input)).toEqual([
      {
        key: 'closed',
        text: 'The branch is closed now. Opens today at 09:00',
        action: { label: 'Order for later', later: true },
      },
    ]);
    expect(reasons({ ...input, later: true })).toEqual([]);
    const quoted = { problems: [problem('BRANCH_CLOSED', 'closed')], totals: totals(1) };
    expect(reasons({ ...input, quote: quoted }).map((r) => r.key)).toEqual(['BRANCH_CLOSED']);
  });

  it('passes the server’s messages on with the step that fixes them', () => {
    const quote = {
      problems: [
        problem('OUT_OF_ZONE', 'We do not deliver there'),
        problem('PROMO_EXPIRED', 'The code has expired'),
        problem('NOT_ENOUGH_PRODUCTS', 'Only 2 left', 12),
        problem('PAYMENT_TYPE_UNAVAILABLE', 'Pay otherwise'),
      ],
      totals: totals(50_000),
    };
    expect(reasons({ quote })).toEqual([
      {
        key: 'OUT_OF_ZONE',
        text: 'We do not deliver there',
        action: { to: '/address/delivery', label: 'Choose another address' },
      },
      {
        key: 'PROMO_EXPIRED',
        text: 'The code has expired',
        action: { label: 'Remove the promo code', removePromo: true },
      },
      {
        key: 'NOT_ENOUGH_PRODUCTS-12',
        text: 'Only 2 left',
        action: { to: '/basket', label: 'Change the basket' },
      },
      { key: 'PAYMENT_TYPE_UNAVAILABLE-', text: 'Pay otherwise' },
    ]);
  });

  it('puts the checkout’s own problems first, then failed settings and quote, then the quote’s problems', () => {
    const keys = reasons({
      planProblems: ['PAYMENT_MISSING'],
      settingsFailed: true,
      quoteError: 'The server is busy',
      quote: { problems: [problem('MODIFIERS_INVALID', 'Pick a sauce', 3)], totals: totals(1) },
    });
    expect(keys.map((r) => [r.key, r.text])).toEqual([
      ['PAYMENT_MISSING', 'No payment type is available'],
      ['settings', 'The order settings could not be loaded. Reload the page.'],
      ['quote', 'The server is busy'],
      ['MODIFIERS_INVALID-3', 'Pick a sauce'],
    ]);
  });
});
