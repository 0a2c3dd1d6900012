/** Any unknown path (spec §2): 'Page not found: {path}', translated, with HTTP status 404. */
import { data, Link, useLocation } from 'react-router';
import { useT } from '../shared/i18n/index.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

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
