import { branchEndpoints, contentEndpoints } from '@dasturxon/contracts';
import { data } from 'react-router';
import { formatPhone, telHref } from '../features/branches/phone.ts';
import { socialLink } from '../features/policies/contact-links.ts';
import { TextBlocksView } from '../features/policies/text-blocks-view.tsx';
import { VacancyDetail } from '../features/vacancies/vacancy-detail.tsx';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useLang } from '../shared/i18n/index.tsx';
import '../features/coming/page.css';
import { titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/vacancy-id';

export async function loader({ context, params }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.vacanciesActive) throw data(null, { status: 404 });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) throw data(null, { status: 404 });
  // The API scopes the id by the merchant header: another merchant's vacancy answers 404 like an unknown one.
  const [error, vacancy] = await m.api.call(contentEndpoints.vacancy, { params: { id } });
  if (error) throw data(error, { status: error.status === 404 ? 404 : error.status || 502 });
  let branchName: string | null = null;
  if (vacancy.branchId != null) {
    const [, branch] = await m.api.call(branchEndpoints.branch, { params: { id: vacancy.branchId } });
    branchName = branch ? branch.name[m.lang] || branch.name.uz : null;
  }
  const telegram =
    m.settings.telegramActive && m.settings.telegram ? socialLink('telegram', m.settings.telegram) : null;
  const site = m.settings.title[m.lang] || m.settings.title.uz;
  const title = vacancy.title[m.lang] || vacancy.title.uz;
  return {
    vacancy,
    branchName,
    phone: vacancy.contactPhone
      ? { text: formatPhone(vacancy.contactPhone), href: telHref(vacancy.contactPhone) }
      : null,
    telegram: telegram ? { text: telegram.text, href: telegram.href } : null,
    title: site ? `${title} · ${site}` : title,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function VacancyIdRoute({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const v = loaderData.vacancy;
  const requirements = (v.requirements[lang] || v.requirements.uz).trim();
  return (
    <VacancyDetail
      vacancy={v}
      branchName={loaderData.branchName}
      description={<TextBlocksView text={v.description[lang] || v.description.uz} headingLevel={3} />}
      requirements={requirements ? <TextBlocksView text={requirements} headingLevel={3} /> : null}
      phone={loaderData.phone}
      telegram={loaderData.telegram}
    />
  );
}
