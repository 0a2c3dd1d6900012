/**
 * Data factories: one set feeds the demo seed, the tests and e2e (CONVENTIONS: Tests).
 * Each `createX(db, overrides)` inserts one row with realistic defaults and returns the inserted row.
 * `db` may be the database or an open transaction.
 */
export * from './factories/account.ts';
export * from './factories/menu.ts';
export * from './factories/merchant.ts';
export * from './factories/ordering.ts';
export * from './factories/ordering-menu.ts';
export { type DbTransaction, type Executor, ml } from './factories/shared.ts';
