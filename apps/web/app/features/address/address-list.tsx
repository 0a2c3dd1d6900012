/**
 * The saved addresses (spec §3 Address + extra info): name, street and house, the courier's details; edit opens
 * the picker, delete asks first (a native <dialog>: focus trapped and returned, Escape closes).
 */
import type { Address } from '@dasturxon/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';

export function addressLine(a: Address): string {
  return [a.streetName, a.houseNumber].filter(Boolean).join(', ');
}

export function AddressList(props: { addresses: readonly Address[] }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Address | null>(null);
  const deletingId = fetcher.state !== 'idle' ? Number(fetcher.formData?.get('id')) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; `t` is a new function each render.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) showToast('success', t('address.deleted'));
    else showToast('error', fetcher.data.message ?? t('common.errorTitle'));
  }, [fetcher.state, fetcher.data]);

  function ask(a: Address) {
    setPending(a);
    dialog.current?.showModal();
  }

  const extras = (a: Address) =>
    [
      a.entrance && `${t('address.entrance')} ${a.entrance}`,
      a.floor && `${t('address.floor')} ${a.floor}`,
      a.office && `${t('address.office')} ${a.office}`,
      a.domophone && `${t('address.domophone')} ${a.domophone}`,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <ul className="addr-list">
        {props.addresses
          .filter((a) => a.id !== deletingId)
          .map((a) => {
            const title = a.name || addressLine(a) || t('address.unknownStreet');
            return (
              <li key={a.id} className="addr-item" data-address-id={a.id}>
                <span className="addr-item__icon" aria-hidden="true">
                  <svg
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
                  </svg>
                </span>
                <div className="addr-item__body">
                  <p className="addr-item__name">{title}</p>
                  {a.name && addressLine(a) && <p className="addr-item__line">{addressLine(a)}</p>}
                  {extras(a) && <p className="addr-item__extra">{extras(a)}</p>}
                  {a.comment && <p className="addr-item__extra">{a.comment}</p>}
                </div>
                <div className="addr-item__actions">
                  <Link
                    to={`/profile/address/create?id=${a.id}`}
                    aria-label={`${t('address.edit')}: ${title}`}
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
                      <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />
                    </svg>
                  </Link>
                  <button
                    type="button"
                    onClick={() => ask(a)}
                    aria-label={`${t('address.delete')}: ${title}`}
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
                </div>
              </li>
            );
          })}
      </ul>
      <dialog
        ref={dialog}
        className="addr-confirm"
        aria-labelledby="addr-confirm-title"
        onClose={() => setPending(null)}
      >
        <h2 id="addr-confirm-title">{t('address.deleteConfirmTitle')}</h2>
        <p>
          {t('address.deleteConfirmText', {
            name: pending ? pending.name || addressLine(pending) || t('address.unknownStreet') : '',
          })}
        </p>
        <fetcher.Form
          method="post"
          className="addr-confirm__actions"
          onSubmit={() => dialog.current?.close()}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={pending?.id ?? ''} />
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('address.cancel')}
          </button>
          <button type="submit" className="button button-danger">
            {t('address.delete')}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
