/**
 * Queries that make the next page say why the visitor was signed out (header-account.tsx shows the toast and,
 * as spec §4's logout does, clears local and session storage).
 */
export const DELETED_NOTICE = 'accountDeleted';
/** Spec §8: a stored token the API refused (401). */
export const EXPIRED_NOTICE = 'sessionExpired';
