/**
 * Comments for the kitchen and the courier and the cheque by SMS. Text is saved when it is left (blur), not
 * on every key; the cheque switch is a choice like the others.
 */
import { useId } from 'react';
import { useT } from '../../../shared/i18n/index.tsx';

export function CommentsSection(props: {
  comment: string;
  courierComment: string;
  /** The courier's comment is asked for delivery only. */
  delivery: boolean;
  sendCheque: boolean;
  /** The saved cheque phone, else the customer's own. */
  chequePhone: string;
  onSendCheque: (on: boolean) => void;
  onLeaveText: () => void;
}) {
  const t = useT();
  return (
    <section className="checkout-card" aria-labelledby="co-comment">
      <h2 id="co-comment" className="visually-hidden">
        {t('checkout.comment')}
      </h2>
      <TextArea
        name="comment"
        label={t('checkout.comment')}
        defaultValue={props.comment}
        onBlur={props.onLeaveText}
      />
      {props.delivery && (
        <TextArea
          name="courierComment"
          label={t('checkout.courierComment')}
          defaultValue={props.courierComment}
          onBlur={props.onLeaveText}
        />
      )}
      <label className="checkout-check">
        <input type="hidden" name="sendCheque" value="0" />
        <input
          type="checkbox"
          name="sendCheque"
          value="1"
          checked={props.sendCheque}
          onChange={(e) => props.onSendCheque(e.currentTarget.checked)}
        />
        <span>{t('checkout.sendCheque')}</span>
      </label>
      {props.sendCheque && (
        <label className="checkout-field">
          <span className="checkout-field__label">{t('checkout.chequePhone')}</span>
          <input
            type="tel"
            name="sendChequePhone"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={props.chequePhone}
            pattern="\+?998[\d ]{9,13}"
            onBlur={props.onLeaveText}
          />
        </label>
      )}
    </section>
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
