/** The body of /profile/orders/:id: place, items, totals, payment, and the cancel dialog (progress: order-track.tsx). */
import type { Order, OrderAddress } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { PaidBadge, textIn, useThumbSrc } from './order-parts.tsx';
import { formatDateTime } from './order-view.ts';

function addressLine(a: OrderAddress): string {
  const street = [a.streetName, a.houseNumber].filter(Boolean).join(', ');
  return (
    street || a.name || a.details || a.description || `${a.latitude.toFixed(5)}, ${a.longitude.toFixed(5)}`
  );
}

function addressExtras(a: OrderAddress, t: ReturnType<typeof useT>): string[] {
  const parts: string[] = [];
  if (a.entrance) parts.push(t('orders.entrance', { value: a.entrance }));
  if (a.floor) parts.push(t('orders.floor', { value: a.floor }));
  if (a.office) parts.push(t('orders.office', { value: a.office }));
  if (a.domophone) parts.push(t('orders.domophone', { value: a.domophone }));
  return parts;
}

export function OrderPlace({ order, now }: { order: Order; now: string }) {
  const t = useT();
  const lang = useLang();
  const delivery = order.serviceType === 'DELIVERY' && order.address;
  const extras = delivery ? addressExtras(order.address!, t) : [];
  return (
    <section className="order-section" aria-labelledby="order-place">
      <h2 id="order-place" className="order-section__title">
        {t(`orders.service.${order.serviceType}`)}
      </h2>
      <dl className="order-facts">
        {delivery ? (
          <div>
            <dt>{t('orders.address')}</dt>
            <dd>
              {addressLine(order.address!)}
              {extras.length > 0 && <span className="order-facts__extra">{extras.join(' · ')}</span>}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.branch')}</dt>
          <dd>
            {textIn(order.branch.name, lang)}
            {order.branch.address && <span className="order-facts__extra">{order.branch.address}</span>}
          </dd>
        </div>
        {order.tableId !== null && (
          <div>
            <dt>{t('orders.table')}</dt>
            <dd>{order.tableId}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.when')}</dt>
          <dd>
            {order.later && order.deliveryAt ? formatDateTime(order.deliveryAt, lang, now) : t('orders.asap')}
          </dd>
        </div>
        {order.comment && (
          <div>
            <dt>{t('orders.comment')}</dt>
            <dd>{order.comment}</dd>
          </div>
        )}
      </dl>
      {order.branch.phone && (
        <a className="order-call" href={`tel:+${order.branch.phone.replace(/\D/g, '')}`}>
          {t('orders.callBranch')}
        </a>
      )}
    </section>
  );
}

export function OrderItems({ order }: { order: Order }) {
  const t = useT();
  const lang = useLang();
  const imageSrc = useThumbSrc();
  return (
    <section className="order-section" aria-labelledby="order-items">
      <h2 id="order-items" className="order-section__title">
        {t('orders.items', { count: order.totals.productCount })}
      </h2>
      <ul className="order-items">
        {order.items.map((item, i) => {
          const paid = item.linePrice - item.lineDiscount;
          return (
            <li key={`${item.productId}-${i}`} className="order-item">
              <img src={imageSrc(item.image)} alt="" width={56} height={56} loading="lazy" decoding="async" />
              <div className="order-item__body">
                <span className="order-item__name">{textIn(item.name, lang)}</span>
                {item.modifications.length > 0 && (
                  <ul className="order-item__mods">
                    {item.modifications.map((mod) => (
                      <li key={mod.id}>
                        {textIn(mod.name, lang)}
                        {mod.count > 1 ? ` ×${mod.count}` : ''}
                        {mod.price > 0 ? ` +${formatSum(mod.price * mod.count, lang)}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
                <span className="order-item__count">
                  {t('orders.itemCount', { count: item.count, price: formatSum(item.unitPrice, lang) })}
                </span>
              </div>
              <span className="order-item__price">
                {formatSum(paid, lang)}
                {item.lineDiscount > 0 && <s>{formatSum(item.linePrice, lang)}</s>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const lang = useLang();
  const x = order.totals;
  const rows: { key: string; label: string; value: number; minus?: boolean }[] = [
    { key: 'products', label: t('orders.totalProducts'), value: x.productPrice },
  ];
  if (x.productDiscount > 0)
    rows.push({ key: 'discount', label: t('orders.totalDiscount'), value: x.productDiscount, minus: true });
  if (order.serviceType === 'DELIVERY')
    rows.push({ key: 'delivery', label: t('orders.totalDelivery'), value: x.deliveryPrice });
  if (x.serviceFee > 0) rows.push({ key: 'fee', label: t('orders.totalServiceFee'), value: x.serviceFee });
  const promo = x.promoProductDiscount + x.deliveryDiscount;
  if (promo > 0) {
    rows.push({
      key: 'promo',
      label: order.promoCode ? t('orders.totalPromoCode', { code: order.promoCode }) : t('orders.totalPromo'),
      value: promo,
      minus: true,
    });
  }
  if (x.cashback > 0)
    rows.push({ key: 'cashback', label: t('orders.totalCashback'), value: x.cashback, minus: true });
  return (
    <section className="order-section" aria-labelledby="order-totals">
      <h2 id="order-totals" className="order-section__title">
        {t('orders.totals')}
      </h2>
      <dl className="order-totals">
        {rows.map((r) => (
          <div key={r.key} className={r.minus ? 'order-totals__minus' : undefined}>
            <dt>{r.label}</dt>
            <dd>
              {r.minus ? '−' : ''}
              {r.key === 'delivery' && r.value === 0 ? t('orders.free') : formatSum(r.value, lang)}
            </dd>
          </div>
        ))}
        <div className="order-totals__total">
          <dt>{t('orders.total')}</dt>
          <dd data-testid="order-total">{formatSum(x.totalPrice, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** `demo`: online payment goes to the server's payment sandbox, no real money (decision 173). */
export function OrderPayment({ order, paid, demo }: { order: Order; paid: boolean; demo: boolean }) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  return (
    <section className="order-section order-pay" aria-labelledby="order-pay">
      <h2 id="order-pay" className="order-section__title">
        {t('orders.payment')}
      </h2>
      <div className="order-pay__row">
        <span className="order-pay__type">{t(`orders.pay.${order.paymentType}`)}</span>
        <PaidBadge paid={paid} refunded={order.refunded} />
      </div>
      {!paid && order.canPay && (
        <Form method="post" className="order-pay__form">
          {demo && (
            <p className="order-pay__demo" role="note" data-testid="payment-demo">
              {t('orders.payDemo')}
            </p>
          )}
          <input type="hidden" name="intent" value="pay" />
          <button
            type="submit"
            className="button button-primary order-pay__button"
            disabled={paying}
            aria-busy={paying}
          >
            {t('orders.payNow', { total: formatSum(order.totals.totalPrice, lang) })}
          </button>
        </Form>
      )}
    </section>
  );
}

/**
 * Cancel with a confirm dialog; the reason is optional (spec §7 cancel). The dialog opens on its title, not in
 * the reason box (issue 10): a phone's keyboard does not cover the question, and Enter does not cancel.
 */
export function CancelOrder({ error }: { error: string | null }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const open = () => {
    dialog.current?.showModal();
    title.current?.focus();
  };
  const reasonId = useId();
  const navigation = useNavigation();
  const canceling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  // Closed once the cancellation was answered: the page then shows the cancelled order, or the refusal.
  const wasCanceling = useRef(false);
  useEffect(() => {
    if (canceling) wasCanceling.current = true;
    else if (wasCanceling.current && navigation.state === 'idle') {
      wasCanceling.current = false;
      dialog.current?.close();
    }
  }, [canceling, navigation.state]);
  return (
    <>
      <button type="button" className="button order-cancel" onClick={open}>
        {t('orders.cancel')}
      </button>
      {error && (
        <p className="order-error" role="alert">
          {error}
        </p>
      )}
      <dialog ref={dialog} className="order-dialog" aria-labelledby={`${reasonId}-title`}>
        <Form method="post" className="order-dialog__body">
          <input type="hidden" name="intent" value="cancel" />
          <h2
            id={`${reasonId}-title`}
            className="order-dialog__title"
            tabIndex={-1}
            // The dialog's own focusing picks an `autofocus` element first (React sets no such attribute).
            ref={(el) => {
              title.current = el;
              el?.setAttribute('autofocus', '');
            }}
          >
            {t('orders.cancelTitle')}
          </h2>
          <p className="order-dialog__text">{t('orders.cancelText')}</p>
          <label htmlFor={reasonId} className="order-dialog__label">
            {t('orders.cancelReason')}
          </label>
          <textarea id={reasonId} name="reason" rows={2} maxLength={300} className="order-dialog__reason" />
          <div className="order-dialog__actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {t('orders.cancelKeep')}
            </button>
            <button
              type="submit"
              className="button order-dialog__confirm"
              disabled={canceling}
              aria-busy={canceling}
            >
              {t('orders.cancelConfirm')}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
