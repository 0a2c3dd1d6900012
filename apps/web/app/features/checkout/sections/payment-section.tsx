/**
 * How the order is paid: one radio per offered type, the customer's saved cards under Payme (decision 319: paid
 * at once with the stored token, or on Payme's page), and the demo note while payments are a sandbox.
 */
import { isOnlinePaymentType, type PaymentType } from '@dasturxon/contracts';
import { Fragment } from 'react';
import { type MessageKey, useT } from '../../../shared/i18n/index.tsx';
import type { CheckoutCard } from '../checkout-cards.ts';
import { PaymentMark } from '../payment-mark.tsx';
import './payment-cards.css';

const BRAND_NAME: Record<CheckoutCard['brand'], string> = { UZCARD: 'Uzcard', HUMO: 'Humo', OTHER: '' };

export function PaymentSection(props: {
  paymentTypes: readonly PaymentType[];
  paymentType: PaymentType | null;
  /** Online payments go to the server's payment sandbox (decision 173). */
  demo: boolean;
  onChoose: (type: PaymentType) => void;
  cards: readonly CheckoutCard[];
  /** The saved card chosen, null for Payme's page, undefined for none (the chosen card was removed, decision 324). */
  cardId: number | null | undefined;
  onCard: (cardId: number) => void;
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
            <Fragment key={type}>
              <label className="checkout-radio checkout-radio--payment">
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
              {/* Right under Payme: its saved cards (decision 319). */}
              {type === 'PAYME' && props.paymentType === 'PAYME' && props.cards.length > 0 && (
                <fieldset className="checkout-cards" data-testid="saved-cards">
                  <legend className="checkout-cards__legend">{t('checkout.savedCardHint')}</legend>
                  {props.cards.map((card) => (
                    <label key={card.id} className="checkout-radio checkout-radio--card">
                      <input
                        type="radio"
                        name="cardId"
                        value={card.id}
                        checked={props.cardId === card.id}
                        onChange={() => props.onCard(card.id)}
                      />
                      <span className="checkout-radio__text">
                        <span>
                          {t('checkout.savedCard', {
                            brand: BRAND_NAME[card.brand] || card.name || '',
                            last4: card.last4,
                          })}
                        </span>
                        {card.name && <span className="checkout-radio__hint">{card.name}</span>}
                      </span>
                    </label>
                  ))}
                  <label className="checkout-radio checkout-radio--card">
                    <input
                      type="radio"
                      name="cardId"
                      value={0}
                      checked={props.cardId === null}
                      onChange={() => props.onCard(0)}
                    />
                    <span className="checkout-radio__text">
                      <span>{t('checkout.payOnPaymePage')}</span>
                    </span>
                  </label>
                </fieldset>
              )}
            </Fragment>
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
