import type { Lang } from '@dasturxon/contracts';
import { account } from './account.ts';
import { address } from './address.ts';
import { basket } from './basket.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { delivery } from './delivery.ts';
import { dineIn } from './dine-in.ts';
import { location } from './location.ts';
import { menu } from './menu.ts';
import { orderTrack } from './order-track.ts';
import { orders } from './orders.ts';
import { pages } from './pages.ts';
import { payments } from './payments.ts';
import { reservations } from './reservations.ts';
import { status } from './status.ts';
import { telegram } from './telegram.ts';

/** All catalogue modules; add a module here and its keys join every language. */
const modules = [
  common,
  menu,
  status,
  pages,
  address,
  account,
  telegram,
  basket,
  checkout,
  orders,
  orderTrack,
  payments,
  dineIn,
  reservations,
  location,
  delivery,
] as const;

type Merge<M> = M extends readonly [infer H, ...infer T]
  ? (H extends { uz: infer U } ? U : never) & Merge<T>
  : unknown;
export type Messages = { [K in keyof Merge<typeof modules>]: string };
export type MessageKey = keyof Messages;

const merged = new Map<Lang, Messages>();

/** The whole catalogue of `lang`: merged once and shared (frozen: nobody changes it). */
export function messagesFor(lang: Lang): Messages {
  let messages = merged.get(lang);
  if (!messages) {
    messages = Object.freeze(Object.assign({}, ...modules.map((m) => m[lang]))) as Messages;
    merged.set(lang, messages);
  }
  return messages;
}

/** Each catalogue module by name, for the completeness test. */
export const catalogueModules = {
  common,
  menu,
  status,
  pages,
  address,
  account,
  telegram,
  basket,
  checkout,
  orders,
  orderTrack,
  payments,
  dineIn,
  reservations,
  location,
  delivery,
} as const;

export function allCatalogues(): Record<Lang, Record<string, string>> {
  return { uz: messagesFor('uz'), ru: messagesFor('ru'), eng: messagesFor('eng') };
}
