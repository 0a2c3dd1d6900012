import { branchEndpoints } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { formatBranchCount } from '../features/branches/branch-count.ts';
import { formatPhone } from '../features/branches/phone.ts';
import { merchantContacts } from '../features/policies/contact-links.ts';
import { loadPolicyPage } from '../features/policies/policy-loader.server.ts';
import { ContactList, PolicyPage } from '../features/policies/policy-page.tsx';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import '../features/coming/page.css';
import { titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, m] = await Promise.all([
    loadPolicyPage(context, 'ABOUT_COMPANY', (s) => s.aboutMerchantActive, 'pages.about.title'),
    requireMerchant(context),
  ]);
  // The count is a courtesy: a failed branches call hides it rather than failing the page.
  const [, branches] = m.settings.branchesActive ? await m.api.call(branchEndpoints.list) : [null, null];
  return {
    ...page,
    contacts: merchantContacts(m.settings, formatPhone),
    branchCount: branches ? branches.filter((b) => b.isActive).length : null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { branchCount } = loaderData;
  return (
    <PolicyPage title={t('pages.about.title')} text={loaderData.text} lastModified={loaderData.lastModified}>
      {branchCount !== null && branchCount > 0 && (
        <p className="about-facts">
          <Link className="button button-small" to="/branches">
            {formatBranchCount(t, lang, branchCount)}
          </Link>
        </p>
      )}
      <ContactList contacts={loaderData.contacts} />
    </PolicyPage>
  );
}
