import type { Lang, MerchantSettings } from '@dasturxon/contracts';
import { type MessageKey, messagesFor } from '../i18n/catalog/index.ts';

/**
 * "Branches · Navruz": the document title of a content page, built in the loader (server side) so the
 * catalogue does not travel to the browser for it.
 */
export function pageTitle(lang: Lang, settings: Pick<MerchantSettings, 'title'>, key: MessageKey): string {
  const page = messagesFor(lang)[key];
  const site = settings.title[lang] || settings.title.uz;
  return site ? `${page} · ${site}` : page;
}
