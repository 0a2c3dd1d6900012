import type { Lang } from '@dasturxon/contracts';
import { audit } from './audit.ts';
import { auth } from './auth.ts';
import { board } from './board.ts';
import { branches } from './branches.ts';
import { callCentre } from './call-centre.ts';
import { cashDue } from './cash-due.ts';
import { common } from './common.ts';
import { courier } from './courier.ts';
import { dining } from './dining.ts';
import { images } from './images.ts';
import { kitchen } from './kitchen.ts';
import { menu } from './menu.ts';
import { menuImport } from './menu-import.ts';
import { order } from './order.ts';
import { ordersSearch } from './orders-search.ts';
import { promos } from './promos.ts';
import { refund } from './refund.ts';
import { reports } from './reports.ts';
import { reservations } from './reservations.ts';
import { settings } from './settings.ts';
import { settingsFlags } from './settings-flags.ts';
import { settingsSetup } from './settings-setup.ts';
import { staff } from './staff.ts';

/** Every catalogue module by name; add a module here and its keys join every language (and the completeness test). */
export const catalogueModules = {
  common,
  auth,
  board,
  order,
  kitchen,
  courier,
  callCentre,
  ordersSearch,
  reports,
  reservations,
  refund,
  cashDue,
  promos,
  audit,
  menu,
  images,
  menuImport,
  staff,
  settings,
  settingsFlags,
  settingsSetup,
  dining,
  branches,
};

type Module = (typeof catalogueModules)[keyof typeof catalogueModules];
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type Messages = { [K in keyof Intersection<Module['uz']>]: string };
export type MessageKey = keyof Messages;

const modules: readonly Module[] = Object.values(catalogueModules);

const cache = new Map<Lang, Messages>();

export function messagesFor(lang: Lang): Messages {
  let messages = cache.get(lang);
  if (!messages) {
    messages = Object.assign({}, ...modules.map((m) => m[lang])) as Messages;
    cache.set(lang, messages);
  }
  return messages;
}
