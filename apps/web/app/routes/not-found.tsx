/**
 * Any unknown path (spec §2): 'Page not found: {path}', translated, with HTTP status 404 and a document title
 * ("Page not found · Navruz"; it was empty, issue 10).
 */
import { data, Link, useLocation } from 'react-router';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/not-found';

export function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  return data({ title: pageTitle(m.lang, m.settings, 'location.notFoundTitle') }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data ?? undefined, matches),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section className="container error-page">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('common.pageNotFound', { path: pathname })}</h1>
      <Link to="/" className="button button-primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
