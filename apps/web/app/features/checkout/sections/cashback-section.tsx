/** Spend the cashback balance on this order (a switch; the hidden "0" posts it off). */
import { formatSum } from '@dasturxon/domain';
import { useLang, useT } from '../../../shared/i18n/index.tsx';

export function CashbackSection(props: { balance: number; on: boolean; onToggle: (on: boolean) => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="checkout-card checkout-card--row">
      <label className="checkout-switch">
        <span className="checkout-radio__text">
          <span>{t('checkout.cashback')}</span>
          <span className="checkout-radio__hint">
            {t('checkout.cashbackBalance', { sum: formatSum(props.balance, lang) })}
          </span>
        </span>
        <input type="hidden" name="useCashback" value="0" />
        <input
          type="checkbox"
          role="switch"
          aria-checked={props.on}
          name="useCashback"
          value="1"
          checked={props.on}
          onChange={(e) => props.onToggle(e.currentTarget.checked)}
        />
      </label>
    </section>
  );
}
