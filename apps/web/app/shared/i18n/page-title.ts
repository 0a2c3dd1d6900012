import type { Lang, MerchantSettings } from '@dasturxon/contracts';
import { type MessageKey, messagesFor } from './catalog/index.ts';

/**
 * "Branches · Navruz": the document title of a content page, built in the loader (server side) so the
 * catalogue does not travel to the browser for it.
 */
export function pageTitle(lang: Lang, settings: Pick<MerchantSettings, 'title'>, key: MessageKey): string {
  const page = messagesFor(lang)[key];
  const site = settings.title[lang] || settings.title.uz;
  return site ? `${page} · ${site}` : page;
}

/**
 * The `meta` of a content route: its own title, or the site title of the root loader when the page has none
 * (its loader threw, e.g. the 404 of a switched-off page).
 */
export function titleMeta(
  data: { title?: string } | undefined,
  matches: readonly ({ data?: unknown } | undefined)[],
): { title: string }[] {
  const root = matches[0]?.data as { title?: string } | undefined;
  return [{ title: data?.title ?? root?.title ?? '' }];
}
