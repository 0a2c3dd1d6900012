/**
 * The root loader's work: the request's merchant (spec §1), then brand catalog, cities and the remembered
 * nearest branch in parallel, reduced to what the shell renders in the current language.
 */
import {
  branchEndpoints,
  type Lang,
  LangSchema,
  type MerchantSettings,
  merchantEndpoints,
} from '@dasturxon/contracts';
import { branchOpenStatus, chooseCity, imageUrl, metricaIdToLoad } from '@dasturxon/domain';
import { readBasket } from '../../lib/basket-codec.ts';
import { clientKindOf } from '../../lib/client-kind.ts';
import { COOKIE } from '../../lib/cookies.ts';
import { keptForDocument } from '../../lib/kept-json.server.ts';
import { activeLangs } from '../../lib/lang.ts';
import { brandHref } from '../../lib/merchant-host.ts';
import { MERCHANT_NOT_AVAILABLE_PATH } from '../../lib/paths.ts';
import { cookiesOf, type RequestContext, serverOf } from '../../lib/request-context.server.ts';
import { expiredSession, getSession } from '../../lib/session.server.ts';
import {
  rememberMerchant,
  SHELL_FRESH,
  type StorefrontMerchant,
} from '../../lib/storefront-merchant.server.ts';
import { shellMessages } from '../../shared/i18n/first-screen.server.ts';
import { formatMessage } from '../../shared/i18n/index.tsx';
import { displayName } from '../../shared/shell/display-name.ts';
import type { BrandTab, FooterLink, ShellLoaderData, ShellMerchant } from '../../shared/shell/shell-types.ts';
import { DEFAULT_THEME, themeFromSettings } from '../../shared/theme/theme.ts';

const DEFAULT_FAVICON = '/favicon.svg';

const ACCEPT_TAG: Record<string, Lang> = { uz: 'uz', ru: 'ru', en: 'eng' };

/**
 * The first of our languages in an Accept-Language header, by the visitor's weights ("ru-RU,ru;q=0.9,en;q=0.8"
 * is ru); null when none matches. For pages without a merchant, whose language cannot come from its settings.
 */
export function langFromAcceptLanguage(header: string | null): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((r) => r.q > 0 && r.base in ACCEPT_TAG)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] ? (ACCEPT_TAG[ranked[0].base] ?? null) : null;
}

/**
 * The shell of /merchantNotAvailable: no merchant, default theme; the visitor's language cookie, else the
 * browser's language (issue 10: the page was Uzbek only, as the redirect here clears the merchant's cookies),
 * else uz.
 */
export function shellWithoutMerchant(request: Request, context: RequestContext): ShellLoaderData {
  const { publicEnv, config } = serverOf(context);
  const cookies = cookiesOf(context).all;
  const parsed = LangSchema.safeParse(cookies[COOKIE.lang]);
  const lang: Lang = parsed.success
    ? parsed.data
    : (langFromAcceptLanguage(request.headers.get('accept-language')) ?? 'uz');
  // The whole catalogue, made once per language (not the menu's path) and handed as the kept JSON (decision 358).
  const { messages } = shellMessages(lang, MERCHANT_NOT_AVAILABLE_PATH);
  return {
    lang,
    messages: keptForDocument(context, 'messages', messages),
    messagesRest: null,
    langs: ['uz', 'ru', 'eng'],
    theme: DEFAULT_THEME,
    title: 'Dasturxon',
    description: formatMessage(messages['common.metaDescription'], { name: 'Dasturxon' }),
    favicon: DEFAULT_FAVICON,
    cdnBase: publicEnv.cdnBaseUrl,
    buildId: config.buildId,
    client: clientKindOf(new URL(request.url), cookies),
    merchant: null,
    user: null,
  };
}

/**
 * The shell of a merchant's pages. It remembers the merchant (and a switch of it), the chosen city and the
 * client kind in cookies, which go out with the page.
 */
export async function loadShell(
  request: Request,
  context: RequestContext,
  ctx: StorefrontMerchant,
): Promise<ShellLoaderData> {
  const url = new URL(request.url);
  const { api, settings, lang, merchantId, cookies } = ctx;
  const server = serverOf(context);
  const cdnBase = server.publicEnv.cdnBaseUrl;
  rememberMerchant(ctx);
  const branchId = Number(cookies.get(COOKIE.nearestBranch));

  const [brandsRes, citiesRes, branchRes, session] = await Promise.all([
    api.call(merchantEndpoints.brandCatalog, {}, SHELL_FRESH),
    api.call(branchEndpoints.cities, { params: { merchantId } }, SHELL_FRESH),
    Number.isInteger(branchId) && branchId > 0
      ? api.call(branchEndpoints.branch, { params: { id: branchId } }, SHELL_FRESH)
      : Promise.resolve(null),
    getSession(context),
  ]);
  // Spec §8: a stored token the API refuses logs the visitor out and sends them home.
  if (session.expired) throw expiredSession(ctx);

  const brands: BrandTab[] = (brandsRes[1] ?? []).map((b) => ({
    id: b.id,
    name: b.name[lang],
    href: brandHref(url, b, server.config),
    image: b.image ? imageUrl(b.image, { cdnBase }) : null,
    current: b.merchantId === merchantId,
  }));

  const cities = citiesRes[1] ?? [];
  const cookieCity = Number(cookies.get(COOKIE.city));
  const city =
    cities.find((c) => c.id === cookieCity) ??
    chooseCity(cities, { merchantMainCityId: ctx.merchant.mainCityId });
  if (city && city.id !== cookieCity) cookies.remember(COOKIE.city, String(city.id));

  let nearestBranch: ShellMerchant['nearestBranch'] = null;
  if (branchRes) {
    const [error, branch] = branchRes;
    if (branch?.isActive) {
      const status = branchOpenStatus(branch, server.clock());
      nearestBranch = { id: branch.id, name: branch.name[lang], open: status.open };
      if (status.closesAt) nearestBranch.closesAt = status.closesAt;
    } else if (error?.status === 404 || (branch && !branch.isActive)) {
      // A branch that closed for good (or a cookie from another merchant): forget it, show the full menu.
      cookies.clear(COOKIE.nearestBranch);
    }
  }

  const client = clientKindOf(url, cookies.all);
  if (client === 'TG' && cookies.get(COOKIE.client) !== 'tg') cookies.remember(COOKIE.client, 'tg');

  const name = ctx.merchant.name[lang] || settings.brand || settings.title[lang] || '';
  const merchant: ShellMerchant = {
    id: merchantId,
    name,
    logo:
      settings.logo || ctx.merchant.logo ? imageUrl(settings.logo || ctx.merchant.logo, { cdnBase }) : null,
    nav: {
      branches: settings.branchesActive,
      about: settings.aboutMerchantActive,
      vacancies: settings.vacanciesActive,
      privacy: settings.privacyActive,
      terms: settings.termsOfUseActive,
    },
    favourites: settings.favouriteActive,
    basket: { position: settings.basketPosition, page: settings.cartPageActive },
    footer: {
      left: settings.leftCopyWrite[lang],
      right: settings.rightCopyWrite[lang],
      links: footerLinks(settings, lang),
    },
    brands: brands.length > 1 ? brands : [],
    cities: cities.map((c) => ({ id: c.id, name: c.name[lang] })),
    cityId: city?.id ?? null,
    nearestBranch,
    locationRefused: cookies.get(COOKIE.geo) === 'denied',
    metricaId: metricaIdToLoad(settings),
    allowedExternalHosts: allowedHosts(settings, brands),
  };

  // The menu's HTML carries only its first screen's messages (decision 343); made once per language, and read
  // here too instead of the whole catalogue made again (decision 352: common.* is in every part). A document
  // carries them as JSON kept per language and kind of page, not encoded again per request (decision 358).
  const text = shellMessages(lang, url.pathname);
  return {
    lang,
    messages: keptForDocument(context, 'messages', text.messages),
    messagesRest: text.messagesRest,
    langs: activeLangs(settings),
    theme: themeFromSettings(ctx.settingsFailed ? null : settings),
    title: settings.title[lang] || name || 'Dasturxon',
    description: formatMessage(text.messages['common.metaDescription'], { name: name || 'Dasturxon' }),
    favicon: settings.favicon ? imageUrl(settings.favicon, { cdnBase }) : DEFAULT_FAVICON,
    cdnBase,
    buildId: server.config.buildId,
    client,
    merchant,
    user: session.user ? { id: session.user.id, name: displayName(session.user) } : null,
    basket: readBasket(cookies.all, merchantId),
  };
}

function linkFor(kind: FooterLink['kind'], value: string): string {
  const v = value.trim();
  if (/^(https?:|tel:|mailto:)/i.test(v)) return v;
  switch (kind) {
    case 'PHONE':
      return `tel:${v.replace(/[^\d+]/g, '')}`;
    case 'EMAIL':
      return `mailto:${v}`;
    case 'TELEGRAM':
      return `https://t.me/${v.replace(/^@/, '')}`;
    case 'INSTAGRAM':
      return `https://instagram.com/${v.replace(/^@/, '')}`;
    case 'FACEBOOK':
      return `https://facebook.com/${v.replace(/^@/, '')}`;
    default:
      return v;
  }
}

const DEFAULT_LABEL: Record<FooterLink['kind'], string> = {
  PHONE: '',
  EMAIL: '',
  TELEGRAM: 'Telegram',
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
  OTHER: '',
};

/** Footer contacts: the settings' contact list, else the single phone/telegram/instagram/facebook fields. */
export function footerLinks(settings: MerchantSettings, lang: Lang): FooterLink[] {
  const fromList = settings.contacts.map((c) => ({ kind: c.type, value: c.value, title: c.title?.[lang] }));
  const fromFields = [
    settings.contactsPhoneActive && settings.contactsPhone
      ? { kind: 'PHONE' as const, value: settings.contactsPhone }
      : null,
    settings.telegramActive && settings.telegram
      ? { kind: 'TELEGRAM' as const, value: settings.telegram }
      : null,
    settings.instagramActive && settings.instagram
      ? { kind: 'INSTAGRAM' as const, value: settings.instagram }
      : null,
    settings.facebookActive && settings.facebook
      ? { kind: 'FACEBOOK' as const, value: settings.facebook }
      : null,
  ].filter((x) => x !== null);
  const source = fromList.length > 0 ? fromList : fromFields.map((f) => ({ ...f, title: undefined }));
  const seen = new Set<string>();
  const links: FooterLink[] = [];
  for (const c of source) {
    const href = linkFor(c.kind, c.value);
    if (seen.has(href)) continue;
    seen.add(href);
    const label =
      c.kind === 'PHONE' || c.kind === 'EMAIL' ? c.value : c.title || DEFAULT_LABEL[c.kind] || c.value;
    links.push({ kind: c.kind, label, href });
  }
  return links;
}

/**
 * Hosts the storefront may navigate to (spec §5): the merchant's allow-list, plus the hosts of links the
 * merchant itself configured (its socials, app stores, bot) and of its other brands.
 */
function allowedHosts(settings: MerchantSettings, brands: BrandTab[]): string[] {
  const hosts = new Set(settings.allowedExternalHosts);
  const links = [
    settings.telegram,
    settings.instagram,
    settings.facebook,
    settings.telegramBotLink,
    settings.iosAppLink,
    settings.androidAppLink,
    ...settings.contacts.map((c) => c.value),
    ...footerLinks(settings, 'uz').map((l) => l.href),
    ...brands.map((b) => b.href),
  ];
  for (const link of links) {
    if (!link || !/^https?:\/\//i.test(link)) continue;
    try {
      hosts.add(new URL(link).hostname);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...hosts];
}
