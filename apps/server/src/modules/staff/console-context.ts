/**
 * Which merchant a console page is for (issue 11, decision 213), decided like the storefront's (decision 024,
 * apps/web/app/lib/merchant-host.ts): a sub-domain of BASE_DOMAIN or a merchant's own domain; on development
 * hosts `?vendor=<sub>`, then the storefront's `merchant` cookie, then DEFAULT_MERCHANT_SUB. Pure.
 */
export type ConsoleMerchantSource =
  | { kind: 'sub'; sub: string }
  | { kind: 'domain'; domain: string }
  | { kind: 'id'; id: string }
  | { kind: 'none' };

const SUB_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function consoleMerchantSource(
  input: { hostname: string; vendor: string | undefined; cookieMerchantId: string | undefined },
  config: { baseDomain: string; defaultMerchantSub: string },
): ConsoleMerchantSource {
  const host = input.hostname.toLowerCase().replace(/\.$/, '');
  const cookieId =
    input.cookieMerchantId && UUID_RE.test(input.cookieMerchantId) ? input.cookieMerchantId : null;
  if (isDevHost(host)) {
    const vendor = input.vendor?.trim().toLowerCase();
    if (vendor) return SUB_PATTERN.test(vendor) ? { kind: 'sub', sub: vendor } : { kind: 'none' };
    if (cookieId) return { kind: 'id', id: cookieId.toLowerCase() };
    return { kind: 'sub', sub: config.defaultMerchantSub };
  }
  const base = config.baseDomain.toLowerCase().replace(/^\.+|\.+$/g, '');
  const bare = host.replace(/^www\./, '');
  if (base && bare.endsWith(`.${base}`)) {
    const prefix = bare.slice(0, -(base.length + 1));
    return SUB_PATTERN.test(prefix) ? { kind: 'sub', sub: prefix } : { kind: 'none' };
  }
  // The bare base domain has no merchant of its own; anything else with a dot is a merchant's domain.
  if (base && bare === base) return cookieId ? { kind: 'id', id: cookieId.toLowerCase() } : { kind: 'none' };
  if (bare.includes('.')) return { kind: 'domain', domain: bare };
  return { kind: 'none' };
}
