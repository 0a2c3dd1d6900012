/**
 * The /checkout screen. One form: without JavaScript it posts everything with the order button; with it, every
 * choice is saved at once (a fetcher posts the form with intent=save), the totals preview is recomputed in the
 * browser with the same pricing rules as the server (priceOrder) and replaced by the server's quote when the
 * page data comes back. Problems are explained above the sticky order bar, whose button says why it is off.
 * Each section is its own component (sections/); the choices on screen are useCheckoutDraft's, the reasons
 * checkoutReasons', the action's intents checkout-action.server.ts'.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useFetcher } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import type { CheckoutActionData } from './checkout-action.server.ts';
import type { CheckoutLoaderData } from './checkout-data.server.ts';
import { checkoutReasons } from './checkout-reasons.ts';
import { previewTotals } from './preview.ts';
import { CardRefusedPanel } from './sections/card-refused.tsx';
import { CashbackSection } from './sections/cashback-section.tsx';
import { CommentsSection } from './sections/comments-section.tsx';
import { OrderBar } from './sections/order-bar.tsx';
import { PaymentSection } from './sections/payment-section.tsx';
import { PromoSection } from './sections/promo-section.tsx';
import { ServiceTypeSection } from './sections/service-type-section.tsx';
import { TimeSection } from './sections/time-section.tsx';
import { TotalsSection } from './sections/totals-section.tsx';
import { WhereSection } from './sections/where-section.tsx';
import { useCheckoutDraft } from './use-checkout-draft.ts';
import { useAdoptChosenAddress } from './use-chosen-address.ts';
import { useOrderSubmission } from './use-order-submission.ts';
import './checkout.css';

export function CheckoutScreen({ data }: { data: CheckoutLoaderData }) {
  const t = useT();
  const lang = useLang();
  const saver = useFetcher<CheckoutActionData>({ key: 'checkout-save' });
  const answer = useActionData() as CheckoutActionData | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  useAdoptChosenAddress(!data.empty && !data.state.address, saver);
  const refused = answer?.intent === 'order' && !answer.ok ? answer.refused : undefined;
  const { placing, placed, onSubmit } = useOrderSubmission(refused !== undefined);

  const { plan, quote, state } = data;
  const saving = saver.state !== 'idle';
  const [draft, set] = useCheckoutDraft(data, saving);
  const { serviceType, later, useCashback } = draft;
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
  function chooseLater() {
    const laterRadio = formRef.current?.querySelector<HTMLInputElement>('input[name="later"][value="1"]');
    if (laterRadio) {
      laterRadio.checked = true;
      save();
      laterRadio.focus();
    }
  }

  // The order is placed but its saved card was refused: why, and another way to pay it (decision 338).
  if (refused && answer?.intent === 'order' && !answer.ok) {
    return <CardRefusedPanel code={answer.code} refused={refused} />;
  }
  if (data.empty && !placed) {
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

  const reasons = checkoutReasons(
    {
      planProblems: plan.problems,
      quote,
      quoteError: data.quoteError,
      settingsFailed: data.settingsFailed,
      minOrderAmount: data.minOrderAmount,
      later,
      branchKnown: plan.branch !== null,
      branchOpen: plan.branchOpen,
      opensAt: plan.opensAt,
      hasSlots: plan.slots.length > 0,
      cardToChoose: draft.paymentType === 'PAYME' && draft.cardId === undefined,
    },
    t,
    lang,
  );
  // Not blocked while a choice is being saved: leaving a comment field by tapping "order" saves it (blur), and
  // a button disabled under the finger would swallow that tap. The order posts every field anyway.
  const blocked = reasons.length > 0 || !plan.request;
  const failed = answer?.intent === 'order' && !answer.ok && answer.message ? answer.message : null;

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
        <ServiceTypeSection
          serviceTypes={plan.serviceTypes}
          serviceType={serviceType}
          onChoose={(type) => set('serviceType', type)}
        />
        <WhereSection data={data} serviceType={serviceType} />
        <TimeSection
          slots={plan.slots}
          branchKnown={plan.branch !== null}
          later={later}
          day={draft.day}
          time={draft.time}
          now={data.now}
          onLater={(v) => set('later', v)}
          onDay={(v) => set('day', v)}
          onTime={(v) => set('time', v)}
        />
        <PaymentSection
          paymentTypes={plan.paymentTypes}
          paymentType={draft.paymentType}
          demo={plan.paymentsDemo}
          onChoose={(type) => set('paymentType', type)}
          cards={data.cards}
          cardId={draft.cardId}
          onCard={(id) => set('cardId', id === 0 ? null : id)}
        />
        {plan.promoAvailable && <PromoSection data={data} />}
        {plan.cashbackAvailable && (
          <CashbackSection
            balance={data.cashbackBalance}
            on={useCashback}
            onToggle={(on) => set('useCashback', on)}
          />
        )}
        <CommentsSection
          comment={state.comment}
          courierComment={state.courierComment}
          delivery={serviceType === 'DELIVERY'}
          sendCheque={draft.sendCheque}
          chequePhone={state.sendChequePhone || data.userPhone}
          onSendCheque={(on) => set('sendCheque', on)}
          onLeaveText={save}
        />
        <TotalsSection
          totals={totals}
          serviceType={serviceType}
          hasAddress={state.address !== null}
          busy={saving}
          estimate={!saving && !later && serviceType === plan.serviceType ? quote?.estimate : null}
        />
        <OrderBar
          reasons={reasons}
          failed={failed}
          totalPrice={totals?.totalPrice ?? null}
          blocked={blocked}
          placing={placing}
          placed={placed}
          onChooseLater={chooseLater}
        />
      </Form>
    </div>
  );
}
