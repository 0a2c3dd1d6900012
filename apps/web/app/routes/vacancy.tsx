import { branchEndpoints, contentEndpoints } from '@dasturxon/contracts';
import { data } from 'react-router';
import { VacancyList } from '../features/vacancies/vacancy-list.tsx';
import { requireMerchant } from '../lib/request-context.server.ts';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import type { Route } from './+types/vacancy';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.vacanciesActive) throw data(null, { status: 404 });
  const [[error, vacancies], [, branches]] = await Promise.all([
    m.api.call(contentEndpoints.vacancies),
    // Branch names only label the vacancies; without them each reads "any branch".
    m.api.call(branchEndpoints.list),
  ]);
  if (error) throw data(error, { status: error.status || 502 });
  const branchNames: Record<number, string> = {};
  for (const b of branches ?? []) branchNames[b.id] = b.name[m.lang] || b.name.uz;
  return { vacancies, branchNames, title: pageTitle(m.lang, m.settings, 'pages.vacancy.title') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function VacancyRoute({ loaderData }: Route.ComponentProps) {
  return <VacancyList vacancies={loaderData.vacancies} branchNames={loaderData.branchNames} />;
}
