/**
 * Test data for the storefront's and the console's tests (issue 16.5, decision 203): builders that return
 * values of the contracts' types which parse with their schemas (`makeOrder({ status: 'DONE' })`), and one fake
 * API keyed by the endpoint table. Imported as `@dasturxon/contracts/testing`, never from the package's main
 * entry, so nothing here reaches a production bundle.
 */
import { beforeEach } from 'vitest';
import { resetSequences } from './sequence.ts';

export * from './account.ts';
export * from './branch.ts';
export * from './catalogues.ts';
export * from './fake-api.ts';
export * from './menu.ts';
export * from './merchant.ts';
export * from './merge.ts';
export * from './order.ts';
export * from './sequence.ts';
export * from './staff.ts';

// Ids start at 1 in every test, whichever tests ran before it (vitest's hook of the importing test file).
try {
  beforeEach(() => resetSequences());
} catch {
  // Imported outside a vitest collection: call resetSequences() yourself.
}
