/**
 * The /checkout screen. One form: without JavaScript it posts everything with the order button; with it, every
 * choice is saved at once (a fetcher posts the form with intent=save), the totals preview is recomputed in the
 * browser with the same pricing rules as the server (priceOrder) and replaced by the server's quote when the
 * page data comes back. Problems are explained above the sticky order bar, whose button says why it is off.
 */
import type { OrderServiceType, PaymentType } from '@dasturxon/contracts';
import { formatSum, tashkentDay, weekdayAt } from '@dasturxon/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { DELIVERY_ADDRESS_KEY, type DeliveryChoice } from '../address/delivery-choice.ts';
import { useBasket } from '../basket/basket-store.ts';
import { type MessageKey, useLang, useT } from '../i18n/index.tsx';
import { showToast } from '../toast/toast-store.ts';
import type { CheckoutActionData } from './checkout-action.server.ts';
import type { CheckoutLoaderData } from './checkout-data.server.ts';
import { PaymentMark } from './payment-mark.tsx';
import { previewTotals } from './preview.ts';
import './checkout.css';

function pendingValue(form: FormData | undefined, name: string): string | null {
  if (!form) return null;
  const all = form.getAll(name);
  const v = all[all.length - 1];
  return typeof v === 'string' ? v : null;
}

function readDeliveryChoice(): DeliveryChoice | null {
  try {
    const raw = globalThis.localStorage?.getItem(DELIVERY_ADDRESS_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<DeliveryChoice>) : null;
    if (!v || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') return null;
    return {
      id: typeof v.id === 'number' ? v.id : null,
      latitude: v.latitude,
      longitude: v.longitude,
      streetName: typeof v.streetName === 'string' ? v.streetName : '',
      houseNumber: typeof v.houseNumber === 'string' ? v.houseNumber : '',
    };
  } catch {
    return null;
  }
}

export function CheckoutScreen({ data }: { data: CheckoutLoaderData }) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const saver = useFetcher<CheckoutActionData>({ key: 'checkout-save' });
  const answer = useActionData() as CheckoutActionData | undefined;
  const basket = useBasket();
  const formRef = useRef<HTMLFormElement>(null);
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);

  // The delivery point chosen on /choose-address (this browser's, decision 090) fills an empty address once.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || data.empty || data.state.address) return;
    adopted.current = true;
    const choice = readDeliveryChoice();
    if (!choice) return;
    saver.submit(
      {
        intent: 'use-address',
        js: '1',
        latitude: String(choice.latitude),
        longitude: String(choice.longitude),
        streetName: choice.streetName,
        houseNumber: choice.houseNumber,
      },
      { method: 'post' },
    );
  }, [data.empty, data.state.address, saver]);

  const placing = navigation.state !== 'idle' && pendingValue(navigation.formData, 'intent') === 'order';
  // A double tap sends one request: the second submit is dropped while the first is on its way (the
  // Idempotency-Key would make it the same order anyway, decision 151).
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') sent.current = false;
  }, [navigation.state]);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'order') return;
    if (sent.current) e.preventDefault();
    sent.current = true;
  }
  // Success is the action's redirect to the order (or the payment page): the router is then loading another
  // page. Spec §4: a success notice, and the basket emptied in this tab too (its cookie is already cleared).
  const [orderPlaced, setOrderPlaced] = useState(false);
  useEffect(() => {
    const leaving = navigation.state === 'loading' && navigation.location.pathname !== '/checkout';
    if (!leaving || !sent.current || orderPlaced) return;
    setOrderPlaced(true);
    showToast('success', t('checkout.placedToast'));
    basket.clear();
  }, [navigation, orderPlaced, basket, t]);
  const { plan, quote, state } = data;

  // The choices as shown: changed at once on input (the save runs behind), reset to the page data whenever it
  // arrives and nothing is being saved.
  const fromData = () => ({
    serviceType: plan.serviceType as OrderServiceType | null,
    later: plan.later,
    day: plan.day ?? plan.slots[0]?.day ?? '',
    time: plan.time ?? '',
    paymentType: plan.paymentType as PaymentType | null,
    useCashback: state.useCashback,
    sendCheque: state.sendCheque,
  });
  const [draft, setDraft] = useState(fromData);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fromData reads `data`, the dependency.
  useEffect(() => {
    if (saver.state === 'idle') setDraft(fromData());
  }, [data, saver.state]);
  const set = <K extends keyof ReturnType<typeof fromData>>(key: K, value: ReturnType<typeof fromData>[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const { serviceType, later, day, time, paymentType, useCashback, sendCheque } = draft;

  const saving = saver.state !== 'idle';
  const totals = saving
    ? previewTotals(quote, {
        serviceType: serviceType ?? 'PICK_UP',
        quotedServiceType: plan.request ? plan.serviceType : 'PICK_UP',
        useCashback,
        cashbackBalance: data.cashbackBalance,
      })
    : (quote?.totals ?? null);

  function save() {
    const form = formRef.current;
    if (!form) return;
    const fd = new FormData(form);
    fd.set('intent', 'save');
    fd.set('js', '1');
    saver.submit(fd, { method: 'post' });
  }
  function onChange(e: FormEvent<HTMLFormElement>) {
    const target = e.target as HTMLInputElement | HTMLSelectElement;
    // Text is saved when it is left (blur), not on every key.
    if (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'tel')) return;
    if (target instanceof HTMLTextAreaElement) return;
    if (target.name === 'promoCode') return;
    save();
  }

  if (data.empty && !orderPlaced) {
    return (
      <div className="checkout checkout--empty">
        <h1 className="checkout__title">{t('checkout.title')}</h1>
        <div className="checkout-empty">
          <p className="checkout-empty__title">{t('checkout.emptyTitle')}</p>
          <p className="muted">{t('checkout.emptyText')}</p>
          <Link to="/" className="button button-primary">
            {t('checkout.toMenu')}
          </Link>
        </div>
      </div>
    );
  }

  // Every reason the order button is off, in the order the customer should fix them.
  const reasons: {
    key: string;
    text: string;
    action?: { to?: string; label: string; later?: true; removePromo?: true };
  }[] = [];
  for (const p of plan.problems) {
    if (p === 'ADDRESS_MISSING' || p === 'NO_DELIVERY_BRANCH') {
      reasons.push({
        key: p,
        text: t(`checkout.problem.${p}` as MessageKey),
        action: { to: '/address/delivery', label: t('checkout.chooseAddress') },
      });
    } else if (p === 'BRANCH_MISSING') {
      reasons.push({
        key: p,
        text: t('checkout.problem.BRANCH_MISSING'),
        action: { to: '/address/pickup2', label: t('checkout.chooseBranch') },
      });
    } else reasons.push({ key: p, text: t(`checkout.problem.${p}` as MessageKey) });
  }
  if (data.settingsFailed) reasons.push({ key: 'settings', text: t('checkout.settingsFailed') });
  if (data.quoteError) reasons.push({ key: 'quote', text: data.quoteError });
  for (const p of quote?.problems ?? []) {
    if (p.code === 'DELIVERY_MIN_AMOUNT' && quote) {
      const have = quote.totals.productPrice - quote.totals.productDiscount;
      const missing = Math.max(0, data.minOrderAmount - have);
      reasons.push({
        key: p.code,
        text: missing > 0 ? t('checkout.addMore', { sum: formatSum(missing, lang) }) : p.message,
        action: { to: '/', label: t('checkout.addMoreLink') },
      });
    } else if (p.code === 'BRANCH_CLOSED') {
      reasons.push({
        key: p.code,
        text: [t('checkout.closedNow'), opensText(plan.opensAt, t)].filter(Boolean).join('. '),
        action: plan.slots.length > 0 ? { label: t('checkout.orderLater'), later: true } : undefined,
      });
    } else if (p.code === 'OUT_OF_ZONE') {
      reasons.push({
        key: p.code,
        text: p.message,
        action: { to: '/address/delivery', label: t('checkout.chooseOtherAddress') },
      });
    } else if (p.code.startsWith('PROMO_')) {
      // An applied code that no longer holds (basket changed, expired since): say why, offer to remove it.
      reasons.push({
        key: p.code,
        text: p.message,
        action: { label: t('checkout.promoRemove'), removePromo: true },
      });
    } else if (['PRODUCT_NOT_AVAILABLE', 'NOT_ENOUGH_PRODUCTS', 'MODIFIERS_INVALID'].includes(p.code)) {
      reasons.push({
        key: `${p.code}-${p.productId ?? ''}`,
        text: p.message,
        action: { to: '/basket', label: t('checkout.toBasket') },
      });
    } else reasons.push({ key: `${p.code}-${p.productId ?? ''}`, text: p.message });
  }
  // A closed branch known before the quote (e.g. the quote could not run): say it too.
  if (!later && plan.branch && !plan.branchOpen && !quote?.problems.some((p) => p.code === 'BRANCH_CLOSED')) {
    reasons.push({
      key: 'closed',
      text: [t('checkout.closedNow'), opensText(plan.opensAt, t)].filter(Boolean).join('. '),
      action: plan.slots.length > 0 ? { label: t('checkout.orderLater'), later: true } : undefined,
    });
  }
  // Not blocked while a choice is being saved: leaving a comment field by tapping "order" saves it (blur), and
  // a button disabled under the finger would swallow that tap. The order posts every field anyway.
  const blocked = reasons.length > 0 || !plan.request;
  const failed = answer?.intent === 'order' && !answer.ok && answer.message ? answer.message : null;

  function chooseLater() {
    const form = formRef.current;
    if (!form) return;
    const laterRadio = form.querySelector<HTMLInputElement>('input[name="later"][value="1"]');
    if (laterRadio) {
      laterRadio.checked = true;
      save();
      laterRadio.focus();
    }
  }

  return (
    <div className="checkout">
      <div className="checkout__head">
        <Link to="/basket" className="icon-button checkout__back" aria-label={t('checkout.back')}>
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <h1 className="checkout__title">{t('checkout.title')}</h1>
      </div>

      <Form
        method="post"
        ref={formRef}
        onChange={onChange}
        onSubmit={onSubmit}
        className="checkout__form"
        replace
      >
        <input type="hidden" name="js" value={js ? '1' : '0'} />

        {plan.serviceTypes.length === 0 ? (
          <p className="checkout-note" role="status">
            {t('checkout.noServiceTypes')}
          </p>
        ) : (
          <fieldset className="checkout-tabs">
            <legend className="visually-hidden">{t('checkout.serviceType')}</legend>
            {plan.serviceTypes.map((type) => (
              <label key={type} className="checkout-tabs__tab">
                <input
                  type="radio"
                  name="serviceType"
                  value={type}
                  checked={serviceType === type}
                  onChange={() => set('serviceType', type)}
                />
                <span>{t(`checkout.type.${type}` as MessageKey)}</span>
              </label>
            ))}
          </fieldset>
        )}

        <WhereSection data={data} serviceType={serviceType} />

        <section className="checkout-card" aria-labelledby="co-time">
          <h2 id="co-time" className="checkout-card__title">
            {t('checkout.time')}
          </h2>
          <div className="checkout-choice">
            <label className="checkout-radio">
              <input
                type="radio"
                name="later"
                value="0"
                checked={!later}
                onChange={() => set('later', false)}
              />
              <span className="checkout-radio__text">
                <span>{t('checkout.now')}</span>
                <span className="checkout-radio__hint">{t('checkout.nowHint')}</span>
              </span>
            </label>
            <label className="checkout-radio">
              <input
                type="radio"
                name="later"
                value="1"
                checked={later}
                onChange={() => set('later', true)}
                disabled={plan.slots.length === 0}
              />
              <span className="checkout-radio__text">
                <span>{t('checkout.later')}</span>
                <span className="checkout-radio__hint">
                  {plan.slots.length === 0 && plan.branch ? t('checkout.noSlots') : t('checkout.laterHint')}
                </span>
              </span>
            </label>
          </div>
          {later && plan.slots.length > 0 && (
            <TimeSelects
              slots={plan.slots}
              day={day}
              time={time}
              now={data.now}
              onDay={(v) => set('day', v)}
              onTime={(v) => set('time', v)}
            />
          )}
        </section>

        <section className="checkout-card" aria-labelledby="co-payment">
          <h2 id="co-payment" className="checkout-card__title">
            {t('checkout.payment')}
          </h2>
          {plan.paymentTypes.length === 0 ? (
            <p className="checkout-note">{t('checkout.noPayment')}</p>
          ) : (
            <div className="checkout-choice" role="radiogroup" aria-labelledby="co-payment">
              {plan.paymentTypes.map((type) => (
                <label key={type} className="checkout-radio checkout-radio--payment">
                  <input
                    type="radio"
                    name="paymentType"
                    value={type}
                    checked={paymentType === type}
                    onChange={() => set('paymentType', type)}
                  />
                  <PaymentMark type={type} />
                  <span className="checkout-radio__text">
                    <span>{t(`checkout.payment.${type}` as MessageKey)}</span>
                    <span className="checkout-radio__hint">
                      {['PAYME', 'CLICK', 'UZUM'].includes(type)
                        ? t('checkout.paymentOnline')
                        : t('checkout.paymentOnReceipt')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {plan.paymentsDemo && (
            // The server's payment sandbox takes these payments (decision 173): say so before anyone pays.
            <p className="checkout-demo" role="note" data-testid="payment-demo">
              {t('checkout.paymentDemo')}
            </p>
          )}
        </section>

        {plan.promoAvailable && <PromoField data={data} />}

        {plan.cashbackAvailable && (
          <section className="checkout-card checkout-card--row">
            <label className="checkout-switch">
              <span className="checkout-radio__text">
                <span>{t('checkout.cashback')}</span>
                <span className="checkout-radio__hint">
                  {t('checkout.cashbackBalance', { sum: formatSum(data.cashbackBalance, lang) })}
                </span>
              </span>
              <input type="hidden" name="useCashback" value="0" />
              <input
                type="checkbox"
                role="switch"
                aria-checked={useCashback}
                name="useCashback"
                value="1"
                checked={useCashback}
                onChange={(e) => set('useCashback', e.currentTarget.checked)}
              />
            </label>
          </section>
        )}

        <section className="checkout-card" aria-labelledby="co-comment">
          <h2 id="co-comment" className="visually-hidden">
            {t('checkout.comment')}
          </h2>
          <TextArea name="comment" label={t('checkout.comment')} defaultValue={state.comment} onBlur={save} />
          {serviceType === 'DELIVERY' && (
            <TextArea
              name="courierComment"
              label={t('checkout.courierComment')}
              defaultValue={state.courierComment}
              onBlur={save}
            />
          )}
          <label className="checkout-check">
            <input type="hidden" name="sendCheque" value="0" />
            <input
              type="checkbox"
              name="sendCheque"
              value="1"
              checked={sendCheque}
              onChange={(e) => set('sendCheque', e.currentTarget.checked)}
            />
            <span>{t('checkout.sendCheque')}</span>
          </label>
          {sendCheque && (
            <label className="checkout-field">
              <span className="checkout-field__label">{t('checkout.chequePhone')}</span>
              <input
                type="tel"
                name="sendChequePhone"
                inputMode="tel"
                autoComplete="tel"
                defaultValue={state.sendChequePhone || data.userPhone}
                pattern="\+?998[\d ]{9,13}"
                onBlur={save}
              />
            </label>
          )}
        </section>

        <Totals totals={totals} serviceType={serviceType} hasAddress={state.address !== null} busy={saving} />

        {(reasons.length > 0 || failed) && (
          <section className="checkout-problems" aria-live="polite" id="co-problems">
            <ul>
              {failed && (
                <li className="checkout-problem checkout-problem--error" role="alert">
                  {failed}
                </li>
              )}
              {reasons.map((r) => (
                <li key={r.key} className="checkout-problem">
                  <span>{r.text}</span>
                  {r.action?.to && (
                    <Link to={r.action.to} className="checkout-problem__action">
                      {r.action.label}
                    </Link>
                  )}
                  {r.action?.removePromo && (
                    <button
                      type="submit"
                      name="intent"
                      value="promo-remove"
                      formNoValidate
                      className="checkout-problem__action"
                    >
                      {r.action.label}
                    </button>
                  )}
                  {r.action?.later && (
                    <button type="button" className="checkout-problem__action" onClick={chooseLater}>
                      {r.action.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="checkout-bar">
          <div className="checkout-bar__total" aria-live="polite">
            <span className="checkout-bar__label">{t('checkout.total')}</span>
            <span className="checkout-bar__sum" data-testid="checkout-total">
              {totals ? formatSum(totals.totalPrice, lang) : '\u00a0'}
            </span>
          </div>
          <button
            type="submit"
            name="intent"
            value="order"
            className="button button-primary checkout-bar__order"
            disabled={blocked || placing || orderPlaced}
            aria-describedby={reasons.length > 0 ? 'co-problems' : undefined}
            aria-busy={placing}
          >
            {placing || orderPlaced ? t('checkout.placing') : t('checkout.order')}
          </button>
        </div>
      </Form>
    </div>
  );
}

function opensText(
  opensAt: { day: string; time: string; inDays: number } | null,
  t: (k: MessageKey, v?: Record<string, string | number>) => string,
): string {
  if (!opensAt) return '';
  if (opensAt.inDays === 0) return t('checkout.opensToday', { time: opensAt.time });
  if (opensAt.inDays === 1) return t('checkout.opensTomorrow', { time: opensAt.time });
  return t('checkout.opensLater', {
    day: t(`pages.weekday.${opensAt.day}` as MessageKey),
    time: opensAt.time,
  });
}

function WhereSection({
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

function TimeSelects(props: {
  slots: { day: string; times: string[] }[];
  day: string;
  time: string;
  now: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
}) {
  const t = useT();
  const dayId = useId();
  const timeId = useId();
  const times = props.slots.find((s) => s.day === props.day)?.times ?? props.slots[0]?.times ?? [];
  const today = tashkentDay(new Date(props.now));
  const dayLabel = (d: string) => {
    const offset = Math.round((Date.parse(d) - Date.parse(today)) / 86_400_000);
    if (offset === 0) return t('checkout.today');
    if (offset === 1) return t('checkout.tomorrow');
    const date = new Date(`${d}T12:00:00+05:00`);
    const weekday = t(`pages.weekday.${weekdayAt(date)}` as MessageKey);
    return `${weekday}, ${d.slice(8, 10)}.${d.slice(5, 7)}`;
  };
  return (
    <div className="checkout-when">
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor={dayId}>
          {t('checkout.day')}
        </label>
        <select id={dayId} name="day" value={props.day} onChange={(e) => props.onDay(e.currentTarget.value)}>
          {props.slots.map((s) => (
            <option key={s.day} value={s.day}>
              {dayLabel(s.day)}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor={timeId}>
          {t('checkout.timeOfDay')}
        </label>
        <select
          id={timeId}
          name="time"
          value={times.includes(props.time) ? props.time : ''}
          onChange={(e) => props.onTime(e.currentTarget.value)}
        >
          <option value="" disabled>
            {t('checkout.chooseTime')}
          </option>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function TextArea(props: { name: string; label: string; defaultValue: string; onBlur: () => void }) {
  const id = useId();
  return (
    <div className="checkout-field">
      <label className="checkout-field__label" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={2}
        maxLength={500}
        defaultValue={props.defaultValue}
        onBlur={props.onBlur}
      />
    </div>
  );
}

function PromoField({ data }: { data: CheckoutLoaderData }) {
  const t = useT();
  const lang = useLang();
  const promo = useFetcher<CheckoutActionData>({ key: 'checkout-promo' });
  const inputId = useId();
  const errorId = useId();
  const applied = data.state.promoCode;
  // The fetcher's answer; without JavaScript the page's own action answer.
  const answer = useActionData() as CheckoutActionData | undefined;
  const result = promo.data ?? answer;
  const error = result?.intent === 'promo' && !result.ok ? result.message : null;
  const busy = promo.state !== 'idle';
  const saving = data.quote ? data.quote.totals.promoProductDiscount + data.quote.totals.deliveryDiscount : 0;
  const promoProblem = data.quote?.problems.find((p) => p.code.startsWith('PROMO_')) ?? null;
  if (applied) {
    return (
      <section className="checkout-card checkout-card--row" aria-labelledby="co-promo">
        <h2 id="co-promo" className="visually-hidden">
          {t('checkout.promo')}
        </h2>
        <div className="checkout-promo__applied">
          <span className="checkout-promo__code">{t('checkout.promoApplied', { code: applied })}</span>
          {saving > 0 && !promoProblem && (
            <span className="checkout-radio__hint">
              {t('checkout.promoSaving', { sum: formatSum(saving, lang) })}
            </span>
          )}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('checkout.promoRemove')}
          onClick={() => promo.submit({ intent: 'promo-remove', js: '1' }, { method: 'post' })}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </section>
    );
  }
  return (
    <section className="checkout-card" aria-labelledby="co-promo">
      <h2 id="co-promo" className="checkout-card__title">
        <label htmlFor={inputId}>{t('checkout.promo')}</label>
      </h2>
      <div className="checkout-promo">
        <input
          id={inputId}
          name="promoCode"
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          placeholder={t('checkout.promoPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              const code = e.currentTarget.value.trim();
              if (code) promo.submit({ intent: 'promo', promoCode: code, js: '1' }, { method: 'post' });
            }
          }}
        />
        <button
          type="submit"
          name="intent"
          value="promo"
          className="button checkout-promo__apply"
          aria-busy={busy}
          disabled={busy}
          formNoValidate
          onClick={(e) => {
            const input = e.currentTarget.form?.elements.namedItem('promoCode') as HTMLInputElement | null;
            const code = input?.value.trim() ?? '';
            e.preventDefault();
            if (code) promo.submit({ intent: 'promo', promoCode: code, js: '1' }, { method: 'post' });
            else input?.focus();
          }}
        >
          {t('checkout.promoApply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="checkout-promo__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Totals(props: {
  totals: import('@dasturxon/contracts').OrderTotals | null;
  serviceType: OrderServiceType | null;
  hasAddress: boolean;
  busy: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const s = props.totals;
  const sum = (n: number) => formatSum(n, lang);
  const minus = (n: number) => `−${formatSum(n, lang)}`;
  return (
    <section className="checkout-card checkout-totals" aria-labelledby="co-totals" aria-busy={props.busy}>
      <h2 id="co-totals" className="checkout-card__title">
        {t('checkout.totals')}
        {props.busy && <span className="visually-hidden">{t('checkout.updating')}</span>}
      </h2>
      {s ? (
        <dl>
          <Row label={t('checkout.products', { count: s.productCount })} value={sum(s.productPrice)} />
          {s.productDiscount > 0 && (
            <Row label={t('checkout.discount')} value={minus(s.productDiscount)} accent />
          )}
          {props.serviceType === 'DELIVERY' && (
            <Row
              label={t('checkout.delivery')}
              value={
                !props.hasAddress
                  ? t('checkout.deliveryAfterAddress')
                  : s.deliveryPrice === 0
                    ? t('checkout.deliveryFree')
                    : sum(s.deliveryPrice)
              }
            />
          )}
          {s.serviceFee > 0 && <Row label={t('checkout.serviceFee')} value={sum(s.serviceFee)} />}
          {s.promoProductDiscount + s.deliveryDiscount > 0 && (
            <Row
              label={t('checkout.promoDiscount')}
              value={minus(s.promoProductDiscount + s.deliveryDiscount)}
              accent
            />
          )}
          {s.cashback > 0 && <Row label={t('checkout.cashbackSpent')} value={minus(s.cashback)} accent />}
          <Row label={t('checkout.total')} value={sum(s.totalPrice)} strong />
        </dl>
      ) : (
        <div className="checkout-totals__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </section>
  );
}

function Row(props: { label: string; value: string; accent?: boolean; strong?: boolean }) {
  return (
    <div
      className={`checkout-row${props.strong ? ' checkout-row--total' : ''}${props.accent ? ' checkout-row--accent' : ''}`}
    >
      <dt>{props.label}</dt>
      <dd>{props.value}</dd>
    </div>
  );
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
