/**
 * /merchantNotAvailable (spec §2, §8): shown when the merchant lookup fails or gives no id. It renders without a
 * merchant (the root loader skips the lookup here), so it can never redirect to itself. Cookies were cleared
 * by the redirect that brought the visitor here; local and session storage are cleared on arrival.
 */
import { useEffect } from 'react';
import { useT } from '../shared/i18n/index.tsx';

export function meta() {
  return [{ title: 'Dasturxon' }, { name: 'robots', content: 'noindex' }];
}

export default function MerchantNotAvailableRoute() {
  const t = useT();
  useEffect(() => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage blocked by the browser: nothing stored to clear.
    }
  }, []);
  return (
    <section className="not-available">
      <h1>{t('common.merchantNotAvailable.title')}</h1>
      <p>{t('common.merchantNotAvailable.text')}</p>
      <a href="/" className="button button-primary">
        {t('common.merchantNotAvailable.retry')}
      </a>
    </section>
  );
}
