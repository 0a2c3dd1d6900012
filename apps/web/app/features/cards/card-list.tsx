/**
 * The saved cards (spec §2 /profile/cards): brand badge (Uzcard / Humo by prefix), masked number, expiry and the
 * customer's label; delete asks first (a native <dialog>: focus trapped and returned, Escape closes).
 */
import type { Card, CardBrand } from '@dasturxon/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import { formatMaskedNumber, lastFour } from './card-input.ts';

export function BrandBadge(props: { brand: CardBrand }) {
  const t = useT();
  return (
    <span className={`card-brand card-brand--${props.brand.toLowerCase()}`}>
      {t(`payments.cards.brand.${props.brand}`)}
    </span>
  );
}

/**
 * `empty` shows when no card is left (at once when the last one is being deleted); the list stays mounted so
 * the answer to a delete still gets its notice.
 */
export function CardList(props: { cards: readonly Card[]; empty: ReactNode }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Card | null>(null);
  const deletingId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; `t` is a new function each render.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) showToast('success', t('payments.cards.deleted'));
    else showToast('error', fetcher.data.message ?? t('common.errorTitle'));
  }, [fetcher.state, fetcher.data]);

  function ask(card: Card) {
    setPending(card);
    dialog.current?.showModal();
  }

  const shown = props.cards.filter((c) => c.id !== deletingId);
  return (
    <>
      {shown.length === 0 ? props.empty : null}
      <ul className="card-list" hidden={shown.length === 0}>
        {shown.map((c) => {
          const label = `${t(`payments.cards.brand.${c.brand}`)} ${lastFour(c.maskedNumber)}`;
          return (
            <li key={c.id} className="card-item" data-card-id={c.id}>
              <BrandBadge brand={c.brand} />
              <div className="card-item__body">
                <p className="card-item__number">{formatMaskedNumber(c.maskedNumber)}</p>
                <p className="card-item__meta">
                  {[c.name, t('payments.cards.expires', { date: c.expire })].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                className="card-item__delete"
                onClick={() => ask(c)}
                aria-label={`${t('payments.cards.delete')}: ${label}`}
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
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        className="card-confirm"
        aria-labelledby="card-confirm-title"
        onClose={() => setPending(null)}
      >
        <h2 id="card-confirm-title">{t('payments.cards.deleteConfirmTitle')}</h2>
        <p>
          {t('payments.cards.deleteConfirmText', {
            card: pending
              ? `${t(`payments.cards.brand.${pending.brand}`)} ${lastFour(pending.maskedNumber)}`
              : '',
          })}
        </p>
        <fetcher.Form
          method="post"
          className="card-confirm__actions"
          onSubmit={() => dialog.current?.close()}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={pending?.id ?? ''} />
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('payments.cards.cancel')}
          </button>
          <button type="submit" className="button button-danger">
            {t('payments.cards.delete')}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
