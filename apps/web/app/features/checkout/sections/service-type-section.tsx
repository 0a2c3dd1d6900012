/** How the order is taken (delivery, pick-up, in the hall): tabs, or a note when none is offered. */
import type { OrderServiceType } from '@dasturxon/contracts';
import { type MessageKey, useT } from '../../../shared/i18n/index.tsx';

export function ServiceTypeSection(props: {
  serviceTypes: readonly OrderServiceType[];
  serviceType: OrderServiceType | null;
  onChoose: (type: OrderServiceType) => void;
}) {
  const t = useT();
  if (props.serviceTypes.length === 0) {
    return (
      <p className="checkout-note" role="status">
        {t('checkout.noServiceTypes')}
      </p>
    );
  }
  return (
    <fieldset className="checkout-tabs">
      <legend className="visually-hidden">{t('checkout.serviceType')}</legend>
      {props.serviceTypes.map((type) => (
        <label key={type} className="checkout-tabs__tab">
          <input
            type="radio"
            name="serviceType"
            value={type}
            checked={props.serviceType === type}
            onChange={() => props.onChoose(type)}
          />
          <span>{t(`checkout.type.${type}` as MessageKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
