/**
 * The checkout's choices as the screen shows them. A choice changes on the screen at once while its save runs
 * behind (a fetcher posts the form); once the page data comes back it is the truth again. No effect copies the
 * data into state: the draft is the page data with the customer's unsaved changes on top, and those changes
 * are dropped as soon as nothing is being saved and the page data they were made on has been replaced (decision 190).
 */
import type { OrderServiceType, PaymentType } from '@dasturxon/contracts';
import { useState } from 'react';
import type { CheckoutLoaderData } from './checkout-data.server.ts';

export interface CheckoutDraft {
  serviceType: OrderServiceType | null;
  later: boolean;
  day: string;
  time: string;
  paymentType: PaymentType | null;
  useCashback: boolean;
  sendCheque: boolean;
  /**
   * The saved card a Payme order is paid with; null for Payme's page (decision 319); undefined while nothing is
   * chosen because the chosen card was removed (decision 324: the customer is asked, no other card is taken).
   */
  cardId: number | null | undefined;
}

/** The choices as the page data has them (the plan's defaults where the customer chose nothing yet). */
export function draftFromData({
  plan,
  state,
  cardId,
  cardGone,
}: Pick<CheckoutLoaderData, 'plan' | 'state'> & {
  cardId?: number | null;
  cardGone?: boolean;
}): CheckoutDraft {
  return {
    serviceType: plan.serviceType,
    later: plan.later,
    day: plan.day ?? plan.slots[0]?.day ?? '',
    time: plan.time ?? '',
    paymentType: plan.paymentType,
    useCashback: state.useCashback,
    sendCheque: state.sendCheque,
    cardId: cardGone ? undefined : (cardId ?? null),
  };
}

interface Changes {
  /** The page data the changes were made on. */
  base: CheckoutLoaderData;
  values: Partial<CheckoutDraft>;
}

export type SetDraft = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => void;

/** `saving`: a save of the choices is on its way (its answer brings the page data that replaces the changes). */
export function useCheckoutDraft(data: CheckoutLoaderData, saving: boolean): [CheckoutDraft, SetDraft] {
  const [changes, setChanges] = useState<Changes>({ base: data, values: {} });
  const live = (c: Changes) => (saving || c.base === data ? c.values : {});
  const draft = { ...draftFromData(data), ...live(changes) };
  const set: SetDraft = (key, value) =>
    setChanges((c) => ({ base: data, values: { ...live(c), [key]: value } }));
  return [draft, set];
}
