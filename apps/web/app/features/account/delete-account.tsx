import { useEffect, useRef } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';

/**
 * Delete account: a link opens the confirmation (`?delete=1`, so it works without JavaScript too); with
 * JavaScript it is a modal <dialog> (focus kept inside, Escape cancels).
 */
export function DeleteAccount({ confirming, message }: { confirming: boolean; message: string | null }) {
  const t = useT();
  return (
    <section className="account-section account-danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="account-section__title">
        {t('account.delete.title')}
      </h2>
      <p className="muted">{t('account.delete.text')}</p>
      <Link to="?delete=1" replace preventScrollReset className="button button-danger button-block">
        {t('account.delete.open')}
      </Link>
      {confirming && <ConfirmDialog message={message} />}
    </section>
  );
}

function ConfirmDialog({ message }: { message: string | null }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    // Server-rendered open (so it shows without JavaScript); reopened as a modal for focus and Escape.
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
  }, []);
  const cancel = () => navigate('?', { replace: true, preventScrollReset: true });
  return (
    <dialog
      ref={ref}
      open
      className="confirm-dialog"
      aria-labelledby="delete-confirm-title"
      aria-describedby="delete-confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        cancel();
      }}
    >
      <h2 id="delete-confirm-title">{t('account.delete.confirmTitle')}</h2>
      <p id="delete-confirm-text">{t('account.delete.confirmText')}</p>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <Link to="?" replace preventScrollReset className="button">
          {t('account.delete.cancel')}
        </Link>
        <Form method="post" action="?delete=1">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button-danger" disabled={busy}>
            {t('account.delete.confirm')}
          </button>
        </Form>
      </div>
    </dialog>
  );
}
