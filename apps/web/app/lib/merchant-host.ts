/**
 * Which merchant a request is for (spec §1), decided from the host, the `?vendor=` parameter and the
 * `merchant` cookie. Pure: the lookups it implies are made by storefront-merchant.server.ts.
 *
 * Order: a custom domain (looked up by domain) or a sub-domain of BASE_DOMAIN (navruz.dasturxon.uz -> navruz);
 * otherwise the `merchant` cookie (a merchant id). On development hosts (localhost, 127.0.0.1, *.local, dev.*,
 * demo.*) `?vendor=<sub>` chooses the merchant, overrides the cookie and is then remembered in it; without
 * either the configured default sub-domain is used.
 */
import { MerchantIdSchema } from '@dasturxon/contracts';

export type MerchantSource =
  | { kind: 'sub'; sub: string; via: 'host' | 'vendor' | 'default' }
  | { kind: 'domain'; domain: string }
  | { kind: 'id'; id: string }
  | { kind: 'none' };

export interface MerchantHostConfig {
  baseDomain: string;
  defaultMerchantSub: string;
}

const SUB_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidSub(sub: string): boolean {
  return SUB_PATTERN.test(sub);
}

export function isDevHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h === '127.0.0.1' ||
    h === '::1' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h.startsWith('dev.') ||
    h.startsWith('demo.')
  );
}

export function resolveMerchantSource(
  url: URL,
  cookieMerchantId: string | null,
  config: MerchantHostConfig,
): MerchantSource {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const cookieId =
    cookieMerchantId && MerchantIdSchema.safeParse(cookieMerchantId).success ? cookieMerchantId : null;

  if (isDevHost(host)) {
    const vendor = url.searchParams.get('vendor')?.trim().toLowerCase();
    if (vendor && isValidSub(vendor)) return { kind: 'sub', sub: vendor, via: 'vendor' };
    // A malformed ?vendor= is a failed lookup, not a silent fallback to another merchant.
    if (vendor !== undefined && vendor !== '') return { kind: 'none' };
    if (cookieId) return { kind: 'id', id: cookieId };
    return { kind: 'sub', sub: config.defaultMerchantSub, via: 'default' };
  }

  const base = config.baseDomain.toLowerCase().replace(/^\.+|\.+$/g, '');
  const bare = host.replace(/^www\./, '');
  if (base && bare.endsWith(`.${base}`)) {
    const prefix = bare.slice(0, -(base.length + 1));
    if (isValidSub(prefix)) return { kind: 'sub', sub: prefix, via: 'host' };
    return cookieId ? { kind: 'id', id: cookieId } : { kind: 'none' };
  }
  if (base && bare === base) return cookieId ? { kind: 'id', id: cookieId } : { kind: 'none' };

  // Anything else is a merchant's own domain (menu.navruz.uz): looked up by its domain name.
  if (bare.includes('.')) return { kind: 'domain', domain: bare };
  return cookieId ? { kind: 'id', id: cookieId } : { kind: 'none' };
}

/** The storefront URL of another brand's tab (decision 003): `?vendor=` on dev hosts, else its own domain. */
export function brandHref(
  current: URL,
  brand: { sub: string; domainUrl: string | null },
  config: MerchantHostConfig,
): string {
  if (isDevHost(current.hostname)) return `/?vendor=${encodeURIComponent(brand.sub)}`;
  if (brand.domainUrl) {
    const domain = brand.domainUrl.trim();
    return /^https?:\/\//i.test(domain) ? domain : `${current.protocol}//${domain.replace(/\/+$/, '')}/`;
  }
  const base = config.baseDomain.replace(/^\.+|\.+$/g, '');
  return `${current.protocol}//${brand.sub}.${base}${current.port ? `:${current.port}` : ''}/`;
}
