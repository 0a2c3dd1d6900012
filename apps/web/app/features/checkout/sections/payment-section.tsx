/** How the order is paid: one radio per offered type, and the demo note while payments are a sandbox. */
import { isOnlinePaymentType, type PaymentType } from '@dasturxon/contracts';
import { type MessageKey, useT } from '../../../shared/i18n/index.tsx';
import { PaymentMark } from '../payment-mark.tsx';

export function PaymentSection(props: {
  paymentTypes: readonly PaymentType[];
  paymentType: PaymentType | null;
  /** Online payments go to the server's payment sandbox (decision 173). */
  demo: boolean;
  onChoose: (type: PaymentType) => void;
}) {
  const t = useT();
  return (
    <section className="checkout-card" aria-labelledby="co-payment">
      <h2 id="co-payment" className="checkout-card__title">
        {t('checkout.payment')}
      </h2>
      {props.paymentTypes.length === 0 ? (
        <p className="checkout-note">{t('checkout.noPayment')}</p>
      ) : (
        <div className="checkout-choice" role="radiogroup" aria-labelledby="co-payment">
          {props.paymentTypes.map((type) => (
            <label key={type} className="checkout-radio checkout-radio--payment">
              <input
                type="radio"
                name="paymentType"
                value={type}
                checked={props.paymentType === type}
                onChange={() => props.onChoose(type)}
              />
              <PaymentMark type={type} />
              <span className="checkout-radio__text">
                <span>{t(`checkout.payment.${type}` as MessageKey)}</span>
                <span className="checkout-radio__hint">
                  {isOnlinePaymentType(type) ? t('checkout.paymentOnline') : t('checkout.paymentOnReceipt')}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {props.demo && (
        // The server's payment sandbox takes these payments (decision 173): say so before anyone pays.
        <p className="checkout-demo" role="note" data-testid="payment-demo">
          {t('checkout.paymentDemo')}
        </p>
      )}
    </section>
  );
}
