/**
 * The order button's submission: `placing` while the order is on its way; a double tap sends one request (the
 * second submit is dropped while the first is on its way; the Idempotency-Key would make it the same order
 * anyway, decision 151); and once the action's redirect leaves /checkout, spec §4: a success notice, and the
 * basket emptied in this tab too (its cookie is already cleared).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useBasket } from '../../shared/basket/basket-store.ts';
import { useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';

function pendingValue(form: FormData | undefined, name: string): string | null {
  if (!form) return null;
  const all = form.getAll(name);
  const v = all[all.length - 1];
  return typeof v === 'string' ? v : null;
}

export function useOrderSubmission(refused = false) {
  const t = useT();
  const navigation = useNavigation();
  const basket = useBasket();
  const placing = navigation.state !== 'idle' && pendingValue(navigation.formData, 'intent') === 'order';
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
  // Success is the action's redirect to the order (or the payment page): the router is then loading another page.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const leaving = navigation.state === 'loading' && navigation.location.pathname !== '/checkout';
    if (!leaving || !sent.current || placed) return;
    setPlaced(true);
    showToast('success', t('checkout.placedToast'));
    basket.clear();
  }, [navigation, placed, basket, t]);
  // Placed but its saved card refused (decision 338): the page stays, and the basket is emptied here too.
  useEffect(() => {
    if (refused) basket.clear();
  }, [refused, basket]);
  return { placing, placed, onSubmit };
}
