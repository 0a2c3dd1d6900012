/**
 * Global route step of spec §2: a path starting with a language segment (ru or uz) stores it in the `lang`
 * cookie; a following segment 1 or 2 goes to the `page` cookie; then the shopper is sent to `/`.
 */
import { ROUTE_LANGS } from '@dasturxon/contracts';

export interface RouteStep {
  lang: 'ru' | 'uz' | null;
  page: '1' | '2' | null;
}

/**
 * What the global route step does for a path: null when the path does not start with a language segment
 * (nothing to do); otherwise the cookies to set. The caller redirects to '/'. Segments are matched exactly
 * (`/rus` and `/RU` are ordinary paths, left to the router and its 404).
 */
export function globalRouteStep(pathname: string): RouteStep | null {
  const [empty, first, second] = pathname.split('/');
  if (empty !== '') return null;
  const lang = (ROUTE_LANGS as readonly string[]).includes(first ?? '') ? (first as 'ru' | 'uz') : null;
  if (!lang) return null;
  const page = second === '1' || second === '2' ? second : null;
  return { lang, page };
}
