import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.tsx';
import { NO_TOASTS, type Toast, toastStore } from './toast-store.ts';

/** Renders the toasts of toast-store.ts. Warnings and errors interrupt (role=alert); the rest wait (status). */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NO_TOASTS);
  return (
    <section className="toasts" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.type}`}
          role={toast.type === 'warning' || toast.type === 'error' ? 'alert' : 'status'}
        >
          <span className="toast-icon" aria-hidden="true">
            {ICON[toast.type]}
          </span>
          <p className="toast-text">{toast.message}</p>
          <button
            type="button"
            className="toast-close"
            aria-label={t('common.close')}
            onClick={() => toastStore.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

const ICON: Record<Toast['type'], string> = { success: '✓', info: 'i', warning: '!', error: '×' };
