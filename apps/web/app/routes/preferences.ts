/**
 * POST /preferences: the visitor's language (header switcher) and city, kept in cookies for 365 days (spec §3,
 * §9). Without JavaScript the form posts here and comes back to `redirectTo`; with it, a fetcher posts and the
 * page revalidates in place.
 */
import { LangSchema } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { COOKIE } from '../lib/cookies.ts';
import { formField } from '../lib/form-action.ts';
import { cookiesOf } from '../lib/request-context.server.ts';
import { safeLocalPath } from '../lib/session.ts';
import type { Route } from './+types/preferences';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const cookies = cookiesOf(context);
  const lang = LangSchema.safeParse(form.get('lang'));
  if (lang.success) cookies.remember(COOKIE.lang, lang.data);
  const city = Number(form.get('city'));
  if (Number.isSafeInteger(city) && city > 0) cookies.remember(COOKIE.city, String(city));
  // Only a path of this site (no open redirect), never a line break (no header injection): decision 182.
  // The no-JavaScript form's way back is in its action's query (decision 360); older pages post it.
  const target = safeLocalPath(formField(form, new URL(request.url), 'redirectTo'));
  if (target) throw redirect(target);
  return data({ ok: true });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
