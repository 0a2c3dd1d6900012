/**
 * External navigation guard (spec §5: navigating to an external URL is blocked unless explicitly allowed).
 * Links come from merchant content (banners, stories, contacts), so this is also the XSS line for `href`.
 */

const ALWAYS_ALLOWED_SCHEMES = new Set(['tel:', 'mailto:']);
const WEB_SCHEMES = new Set(['http:', 'https:']);

/** "t.me", "*.t.me", ".t.me", "https://t.me/" and "T.ME." all name the host t.me. */
function normalizeAllowedHost(entry: string): string {
  let h = entry.trim().toLowerCase();
  if (h.includes('://')) {
    try {
      h = new URL(h).hostname;
    } catch {
      return '';
    }
  }
  return h
    .replace(/^\*?\./, '')
    .replace(/\.$/, '')
    .replace(/:\d+$/, '');
}

const hostnameOf = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * Whether the storefront may navigate to `target`.
 * - relative URLs and URLs on the current host: yes;
 * - tel: and mailto: : yes;
 * - http(s) on another host: only when that host or a parent domain is listed in `allowedHosts`;
 * - javascript:, data: and every other scheme: never; neither is anything that does not parse.
 * Parsing is the browser's own URL parser, so tricks like `java\tscript:`, `//evil.com`, `/\evil.com` and
 * `https://t.me@evil.com` are read exactly as the browser would read them.
 */
export function isNavigationAllowed(
  target: string,
  current: { host: string },
  allowedHosts: readonly string[],
): boolean {
  const currentHost = hostnameOf(current.host);
  let url: URL;
  try {
    url = new URL(target, `https://${current.host || 'invalid.invalid'}/`);
  } catch {
    return false;
  }
  if (ALWAYS_ALLOWED_SCHEMES.has(url.protocol)) return true;
  if (!WEB_SCHEMES.has(url.protocol)) return false;
  const host = hostnameOf(url.hostname);
  if (host === '') return false;
  if (host === currentHost) return true;
  return allowedHosts
    .map(normalizeAllowedHost)
    .some((allowed) => allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`)));
}
