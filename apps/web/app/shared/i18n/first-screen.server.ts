/**
 * The menu's first screen gets only part of the message catalogue in its HTML (issue 10, decision 343): the
 * whole catalogue was 36 kB of the 56 kB hydration payload, decoded before the menu could hydrate. The rest
 * comes after hydration from GET /i18n/:lang/:version (routes/i18n.ts, cached for good by its version) and is
 * merged into the same messages object (catalogue-client.ts). Every other page's HTML carries the whole
 * catalogue, as before.
 *
 * What the first screen needs is the modules of the shell, the menu and the basket's parts on it, plus a few
 * keys of other modules the menu renders or says in a toast. `first-screen.test.tsx` renders the menu with the
 * subset and fails on any key it lacks; the e2e `i18n-first-screen.spec.ts` looks for raw keys on the real page.
 */
import { createHash } from 'node:crypto';
import type { Lang } from '@dasturxon/contracts';
import { catalogueModules, type Messages, messagesFor } from './catalog/index.ts';

/** Whole modules on the first screen: header, footer, bottom bar, cards, basket bar, delivery strip, table bar. */
const FIRST_SCREEN_MODULES = [
  'common',
  'menu',
  'basket',
  'delivery',
  'location',
  'dineIn',
  'status',
  'telegram',
] as const satisfies readonly (keyof typeof catalogueModules)[];

/**
 * Keys (or `prefix.` for every key under it) of other modules: the favourite heart and its failure toast, the
 * header's account link and its notices, the active-order pill.
 */
const FIRST_SCREEN_EXTRA = [
  'fav.',
  'account.signIn',
  'account.profileOf',
  'account.sessionExpired',
  'account.delete.done',
  'orders.activePill',
  'orders.number',
] as const;

const firstScreenKeys: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  for (const name of FIRST_SCREEN_MODULES)
    for (const k of Object.keys(catalogueModules[name].uz)) keys.add(k);
  for (const module of Object.values(catalogueModules)) {
    for (const k of Object.keys(module.uz)) {
      if (FIRST_SCREEN_EXTRA.some((e) => (e.endsWith('.') ? k.startsWith(e) : k === e))) keys.add(k);
    }
  }
  return keys;
})();

/** The document paths whose HTML carries only the first screen's messages: the menu. */
export function isFirstScreenPath(pathname: string): boolean {
  return pathname === '/';
}

/** The part of a catalogue the menu's first screen renders. */
export function firstScreenMessages(all: Messages): Messages {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(all)) if (firstScreenKeys.has(k)) out[k] = v;
  return out as Messages;
}

/** Everything else: what GET /i18n/:lang/:version answers. */
export function restOfMessages(all: Messages): Partial<Messages> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(all)) if (!firstScreenKeys.has(k)) out[k] = v;
  return out as Partial<Messages>;
}

const versions = new Map<Lang, string>();

/** The catalogue's version: a hash of the language's whole catalogue, so a changed text is a new URL. */
export function catalogueVersion(lang: Lang): string {
  let v = versions.get(lang);
  if (!v) {
    v = createHash('sha256')
      .update(JSON.stringify(messagesFor(lang)))
      .digest('hex')
      .slice(0, 12);
    versions.set(lang, v);
  }
  return v;
}

/** Where the browser gets the rest of the language's catalogue. */
export function restOfMessagesUrl(lang: Lang): string {
  return `/i18n/${lang}/${catalogueVersion(lang)}`;
}

/** The shell's messages for a document at `pathname`: the first screen's part and the URL of the rest, or all. */
export function shellMessages(
  lang: Lang,
  pathname: string,
): { messages: Messages; messagesRest: string | null } {
  const firstScreen = isFirstScreenPath(pathname);
  const key = `${lang}:${firstScreen}`;
  let kept = shells.get(key);
  if (!kept) {
    const all = messagesFor(lang);
    kept = firstScreen
      ? { messages: firstScreenMessages(all), messagesRest: restOfMessagesUrl(lang) }
      : { messages: all, messagesRest: null };
    shells.set(key, kept);
  }
  return kept;
}

/**
 * The shell's messages, made once per language and kind of page: the catalogue is the build's, and picking the
 * first screen's part of ~730 keys on every render cost ~4% of a fresh menu page (decision 352). Shared between
 * requests: never changed (the browser's merge of the rest works on its own decoded copy).
 */
const shells = new Map<string, { messages: Messages; messagesRest: string | null }>();
