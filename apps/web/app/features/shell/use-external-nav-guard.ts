/**
 * Spec §5: navigating to an external URL is blocked unless allowed. One document-level click listener in the
 * capture phase checks every link (domain isNavigationAllowed with the merchant's allowed hosts); a blocked
 * one shows a warning toast instead of leaving the storefront.
 */
import { isNavigationAllowed } from '@dasturxon/domain';
import { useEffect } from 'react';
import { showToast } from '../../shared/toast/toast-store.ts';

export function useExternalNavGuard(allowedHosts: readonly string[], blockedMessage: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return;
      const href = target.getAttribute('href') ?? '';
      if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) return;
      if (isNavigationAllowed(target.href, { host: window.location.host }, allowedHosts)) return;
      event.preventDefault();
      event.stopPropagation();
      showToast('warning', blockedMessage);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [allowedHosts, blockedMessage]);
}
