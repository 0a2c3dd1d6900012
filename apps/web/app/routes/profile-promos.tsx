/**
 * /profile/promos (spec §2, issue 4): the customer's promo codes with what each gives ("10% off products, free
 * delivery"), the minimum order, the last day, and its state now. Guests get the sign-in prompt.
 */
import type { UserPromo } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import { Link } from 'react-router';
import { formatDay, type PromoPart, promoParts } from '../features/orders/order-view.ts';
import { listMyPromos } from '../features/orders/orders-api.server.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/orders/orders.css';
import type { Route } from './+types/profile-promos';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'orders.promosTitle');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, promos: [] };
  const [error, promos] = await listMyPromos(m);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) throwApiError(error);
  // Usable ones first, then the rest as the API ordered them.
  const rank = (p: UserPromo) => (p.state === 'AVAILABLE' ? 0 : p.state === 'NOT_STARTED' ? 1 : 2);
  return { title, signedIn: true as const, promos: [...promos].sort((a, b) => rank(a) - rank(b)) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfilePromosRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="pages.coming.promosTitle"
        textKey="orders.signInText"
        returnTo="/profile/promos"
      />
    );
  }
  const { promos } = loaderData;
  return (
    <div className="content-page promos-page">
      <h1 className="content-page__title">{t('orders.promosTitle')}</h1>
      {promos.length === 0 ? (
        <div className="orders-empty" data-screen="promos-empty">
          <svg
            viewBox="0 0 24 24"
            width="40"
            height="40"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <path d="M3 9V6h18v3a3 3 0 0 0 0 6v3H3v-3a3 3 0 0 0 0-6Zm7-3v12" strokeLinejoin="round" />
          </svg>
          <h2 className="orders-empty__title">{t('orders.promosEmptyTitle')}</h2>
          <p className="orders-empty__text">{t('orders.promosEmptyText')}</p>
          <Link to="/" className="button button-primary">
            {t('orders.toMenu')}
          </Link>
        </div>
      ) : (
        <ul className="promo-list">
          {promos.map((p) => (
            <PromoCard key={p.id} promo={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PromoCard({ promo }: { promo: UserPromo }) {
  const t = useT();
  const lang = useLang();
  const words = (part: PromoPart): string => {
    switch (part.kind) {
      case 'productsPercent':
        return t('orders.promo.productsPercent', { value: part.value });
      case 'productsAmount':
        return t('orders.promo.productsAmount', { value: formatSum(part.value, lang) });
      case 'deliveryPercent':
        return t('orders.promo.deliveryPercent', { value: part.value });
      case 'deliveryAmount':
        return t('orders.promo.deliveryAmount', { value: formatSum(part.value, lang) });
      case 'freeDelivery':
        return t('orders.promo.freeDelivery');
    }
  };
  const gives = promoParts(promo).map(words).join(', ');
  const usable = promo.state === 'AVAILABLE';
  return (
    <li className={`promo-card${usable ? '' : ' promo-card--off'}`} data-state={promo.state}>
      <div className="promo-card__top">
        <span className="promo-card__code">{promo.code}</span>
        <span className={`promo-chip promo-chip--${promo.state.toLowerCase()}`}>
          {t(`orders.promoState.${promo.state}`)}
        </span>
      </div>
      {gives && <p className="promo-card__gives">{gives[0]!.toUpperCase() + gives.slice(1)}</p>}
      <dl className="promo-card__facts">
        {promo.minPrice > 0 && (
          <div>
            <dt>{t('orders.promoMin')}</dt>
            <dd>{formatSum(promo.minPrice, lang)}</dd>
          </div>
        )}
        {promo.state === 'NOT_STARTED' && promo.startDate && (
          <div>
            <dt>{t('orders.promoFrom')}</dt>
            <dd>{formatDay(promo.startDate, lang)}</dd>
          </div>
        )}
        {promo.endDate && (
          <div>
            <dt>{t('orders.promoUntil')}</dt>
            <dd>{formatDay(promo.endDate, lang)}</dd>
          </div>
        )}
        {promo.state === 'USED' && promo.orderId !== null && (
          <div>
            <dt>{t('orders.promoUsedIn')}</dt>
            <dd>
              <Link to={`/profile/orders/${promo.orderId}`}>{t('orders.promoOrderLink')}</Link>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
