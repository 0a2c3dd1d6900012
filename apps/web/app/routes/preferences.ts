/**
 * POST /preferences: the visitor's language (header switcher) and city, kept in cookies for 365 days (spec §3,
 * §9). Without JavaScript the form posts here and comes back to `redirectTo`; with it, a fetcher posts and the
 * page revalidates in place.
 */
import { LangSchema } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { COOKIE, rememberCookie } from '../lib/cookies.ts';
import type { Route } from './+types/preferences';

/** Only a path of this site: an open redirect would let any page bounce visitors elsewhere through us. */
export function safeRedirectTarget(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const lang = LangSchema.safeParse(form.get('lang'));
  if (lang.success) headers.append('Set-Cookie', rememberCookie(request, COOKIE.lang, lang.data));
  const city = Number(form.get('city'));
  if (Number.isSafeInteger(city) && city > 0)
    headers.append('Set-Cookie', rememberCookie(request, COOKIE.city, String(city)));
  const target = safeRedirectTarget(form.get('redirectTo'));
  if (target) throw redirect(target, { headers });
  return data({ ok: true }, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
