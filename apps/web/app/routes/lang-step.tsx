/**
 * Global route step of spec §2: /ru, /uz, /ru/1, /uz/2/anything store the language (and page) in cookies, then
 * go to /. Paths like /rus or /RU are not language segments and end on the 404 page.
 */
import { globalRouteStep } from '@dasturxon/domain';
import { data, redirect } from 'react-router';
import { COOKIE } from '../lib/cookies.ts';
import { cookiesOf } from '../lib/request-context.server.ts';
import type { Route } from './+types/lang-step';

export function loader({ request, context }: Route.LoaderArgs) {
  const step = globalRouteStep(new URL(request.url).pathname);
  if (!step?.lang) throw data(null, { status: 404 });
  const cookies = cookiesOf(context);
  cookies.remember(COOKIE.lang, step.lang);
  if (step.page) cookies.remember(COOKIE.page, step.page);
  throw redirect('/');
}

export default function LangStepRoute() {
  return null;
}
