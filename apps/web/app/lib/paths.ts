/** Paths the shell itself refers to. Kept free of imports: client code reads them. */

/** Spec §2: where a visitor lands when no merchant can be resolved. */
export const MERCHANT_NOT_AVAILABLE_PATH = '/merchantNotAvailable';

/**
 * The login page, coming back to `returnTo` afterwards (spec §3 `_redirectUrl`). Here, not beside the sign-in
 * prompt: the menu's hearts use it, and the prompt's stylesheet must not join the menu's first-paint chunk.
 */
export function loginHref(returnTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
}
