import { loadPolicyPage } from '../features/policies/policy-loader.server.ts';
import { PolicyPage } from '../features/policies/policy-page.tsx';
import { useT } from '../shared/i18n/index.tsx';
import '../features/coming/page.css';
import { titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/offerta';

export function loader({ context }: Route.LoaderArgs) {
  return loadPolicyPage(context, 'TERMS', (s) => s.termsOfUseActive, 'pages.offerta.title');
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function OffertaRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PolicyPage
      title={t('pages.offerta.title')}
      text={loaderData.text}
      lastModified={loaderData.lastModified}
    />
  );
}
