/** The query that makes the next page say the account was deleted (header-account.tsx shows the toast). */
export const DELETED_NOTICE = 'accountDeleted';
