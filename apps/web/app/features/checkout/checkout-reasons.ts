/**
 * Why the order button is off, in the words the customer reads and with the step that fixes each reason (a
 * link, "order for later", "remove the promo code"), in the order they should fix them: the checkout's own
 * problems (checkout-plan.ts), then the page's failures, then the server's quote problems (decision 152).
 * Pure: the translator and language come in, so the texts are tested without React.
 */
import { isProductProblem, type Lang, type OrderQuote } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import type { MessageKey } from '../../shared/i18n/index.tsx';
import type { CheckoutPlan, LocalProblem } from './checkout-plan.ts';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export interface ReasonAction {
  label: string;
  /** A page that fixes it. */
  to?: string;
  /** Switches the time to "later". */
  later?: true;
  /** Posts intent=promo-remove. */
  removePromo?: true;
  /** The id of the heading of the section on this screen that fixes it: the tap scrolls there and focuses it. */
  focus?: string;
}

export interface CheckoutReason {
  key: string;
  text: string;
  action?: ReasonAction;
}

export interface ReasonsInput {
  planProblems: readonly LocalProblem[];
  quote: Pick<OrderQuote, 'problems' | 'totals'> | null;
  quoteError: string | null;
  settingsFailed: boolean;
  /** Delivery minimum (products after discounts), 0 when none. */
  minOrderAmount: number;
  /** "Later" as chosen on the screen right now. */
  later: boolean;
  branchKnown: boolean;
  branchOpen: boolean;
  opensAt: CheckoutPlan['opensAt'];
  /** Later times exist to offer "order for later". */
  hasSlots: boolean;
  /** Payme with saved cards, and the card chosen before was removed: nothing is chosen yet (decision 324). */
  cardToChoose?: boolean;
}

export function opensText(opensAt: CheckoutPlan['opensAt'], t: Translate): string {
  if (!opensAt) return '';
  if (opensAt.inDays === 0) return t('checkout.opensToday', { time: opensAt.time });
  if (opensAt.inDays === 1) return t('checkout.opensTomorrow', { time: opensAt.time });
  return t('checkout.opensLater', {
    day: t(`pages.weekday.${opensAt.day}` as MessageKey),
    time: opensAt.time,
  });
}

function planReason(p: LocalProblem, t: Translate): CheckoutReason {
  const text = t(`checkout.problem.${p}` as MessageKey);
  // The reason already names what to choose: the tap only says "Choose" (decision 357), never the reason twice.
  if (p === 'ADDRESS_MISSING' || p === 'NO_DELIVERY_BRANCH') {
    return { key: p, text, action: { to: '/address/delivery', label: t('checkout.fixIt') } };
  }
  if (p === 'BRANCH_MISSING') {
    return { key: p, text, action: { to: '/address/pickup2', label: t('checkout.fixIt') } };
  }
  // Fixed on this screen (issue 10): the tap takes the customer to the field.
  if (p === 'TIME_MISSING') return { key: p, text, action: { focus: 'co-time', label: t('checkout.fixIt') } };
  if (p === 'PAYMENT_MISSING') {
    return { key: p, text, action: { focus: 'co-payment', label: t('checkout.fixIt') } };
  }
  return { key: p, text };
}

function closedReason(key: string, input: ReasonsInput, t: Translate): CheckoutReason {
  return {
    key,
    text: [t('checkout.closedNow'), opensText(input.opensAt, t)].filter(Boolean).join('. '),
    action: input.hasSlots ? { label: t('checkout.orderLater'), later: true } : undefined,
  };
}

function quoteReason(
  p: OrderQuote['problems'][number],
  input: ReasonsInput,
  t: Translate,
  lang: Lang,
): CheckoutReason {
  const { quote } = input;
  if (p.code === 'DELIVERY_MIN_AMOUNT' && quote) {
    const have = quote.totals.productPrice - quote.totals.productDiscount;
    const missing = Math.max(0, input.minOrderAmount - have);
    return {
      key: p.code,
      text: missing > 0 ? t('checkout.addMore', { sum: formatSum(missing, lang) }) : p.message,
      action: { to: '/', label: t('checkout.addMoreLink') },
    };
  }
  if (p.code === 'BRANCH_CLOSED') return closedReason(p.code, input, t);
  if (p.code === 'OUT_OF_ZONE') {
    return {
      key: p.code,
      text: p.message,
      action: { to: '/address/delivery', label: t('checkout.chooseOtherAddress') },
    };
  }
  if (p.code.startsWith('PROMO_')) {
    // An applied code that no longer holds (basket changed, expired since): say why, offer to remove it.
    return { key: p.code, text: p.message, action: { label: t('checkout.promoRemove'), removePromo: true } };
  }
  const key = `${p.code}-${p.productId ?? ''}`;
  if (isProductProblem(p.code)) {
    return { key, text: p.message, action: { to: '/basket', label: t('checkout.toBasket') } };
  }
  return { key, text: p.message };
}

/** Every reason the order button is off; empty when nothing stops the order. */
export function checkoutReasons(input: ReasonsInput, t: Translate, lang: Lang): CheckoutReason[] {
  const reasons = input.planProblems.map((p) => planReason(p, t));
  if (input.cardToChoose) {
    reasons.push({
      key: 'CARD_GONE',
      text: t('checkout.cardGone'),
      action: { focus: 'co-payment', label: t('checkout.fixIt') },
    });
  }
  if (input.settingsFailed) reasons.push({ key: 'settings', text: t('checkout.settingsFailed') });
  if (input.quoteError) reasons.push({ key: 'quote', text: input.quoteError });
  const quoteProblems = input.quote?.problems ?? [];
  for (const p of quoteProblems) reasons.push(quoteReason(p, input, t, lang));
  // A closed branch known before the quote (e.g. the quote could not run): say it too.
  const closedSaid = quoteProblems.some((p) => p.code === 'BRANCH_CLOSED');
  if (!input.later && input.branchKnown && !input.branchOpen && !closedSaid) {
    reasons.push(closedReason('closed', input, t));
  }
  return reasons;
}
