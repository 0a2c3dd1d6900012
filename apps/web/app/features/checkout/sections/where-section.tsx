/**
 * Where the order goes: the delivery address (to /address/delivery), the pick-up branch (to the branch list or
 * map) or the hall's table of a dine-in order.
 */
import type { OrderServiceType } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../../shared/i18n/index.tsx';
import type { CheckoutLoaderData } from '../checkout-data.server.ts';

export function WhereSection({
  data,
  serviceType,
}: {
  data: CheckoutLoaderData;
  serviceType: OrderServiceType | null;
}) {
  const t = useT();
  const lang = useLang();
  const { state, plan } = data;
  if (serviceType === 'DELIVERY') {
    const a = state.address;
    const line = a ? [a.streetName, a.houseNumber].filter(Boolean).join(', ') || a.name || '' : '';
    const extras = a
      ? [
          a.entrance && t('checkout.entrance', { value: a.entrance }),
          a.floor && t('checkout.floor', { value: a.floor }),
          a.office && t('checkout.office', { value: a.office }),
          a.domophone && t('checkout.domophone', { value: a.domophone }),
        ].filter(Boolean)
      : [];
    return (
      <section className="checkout-card" aria-labelledby="co-where">
        <h2 id="co-where" className="checkout-card__title">
          {t('checkout.address')}
        </h2>
        <Link to="/address/delivery" className="checkout-where" data-testid="checkout-address">
          <PinGlyph />
          <span className="checkout-where__text">
            <span className="checkout-where__main">
              {a ? line || t('address.unknownStreet') : t('checkout.chooseAddress')}
            </span>
            {extras.length > 0 && <span className="checkout-where__sub">{extras.join(', ')}</span>}
            {a && plan.branch && (
              <span className="checkout-where__sub">
                {t('checkout.deliveryFrom', { branch: plan.branch.name[lang] })}
              </span>
            )}
          </span>
          <span className="visually-hidden">{a ? t('checkout.changeAddress') : ''}</span>
          <Chevron />
        </Link>
      </section>
    );
  }
  if (serviceType === 'PICK_UP') {
    const b = plan.branch;
    return (
      <section className="checkout-card" aria-labelledby="co-where">
        <div className="checkout-card__head">
          <h2 id="co-where" className="checkout-card__title">
            {t('checkout.branch')}
          </h2>
          <Link to="/address/pickup" className="checkout-card__link">
            {t('checkout.branchOnMap')}
          </Link>
        </div>
        <Link to="/address/pickup2" className="checkout-where" data-testid="checkout-branch">
          <StoreGlyph />
          <span className="checkout-where__text">
            <span className="checkout-where__main">{b ? b.name[lang] : t('checkout.chooseBranch')}</span>
            {b && <span className="checkout-where__sub">{b.address}</span>}
          </span>
          <span className="visually-hidden">{b ? t('checkout.changeBranch') : ''}</span>
          <Chevron />
        </Link>
      </section>
    );
  }
  if (serviceType === 'DINE_IN') {
    return (
      <section className="checkout-card" aria-labelledby="co-where">
        <h2 id="co-where" className="checkout-card__title">
          {plan.branch ? plan.branch.name[lang] : t('checkout.branch')}
        </h2>
        <p className="checkout-where__main">
          {[
            state.tableId && t('checkout.table', { table: state.tableId }),
            state.hallId && t('checkout.hall', { hall: state.hallId }),
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
        {data.pickupBranchCount > 1 && (
          <Link to="/address/pickup2" className="checkout-card__link">
            {t('checkout.changeBranch')}
          </Link>
        )}
      </section>
    );
  }
  return null;
}

function Chevron() {
  return (
    <svg
      className="checkout-where__chevron"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

function PinGlyph() {
  return (
    <svg
      className="checkout-where__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function StoreGlyph() {
  return (
    <svg
      className="checkout-where__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 10v10h16V10M3 10l2-6h14l2 6H3Zm6 10v-5h6v5" />
    </svg>
  );
}
