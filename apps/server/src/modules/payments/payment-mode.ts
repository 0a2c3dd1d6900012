/**
 * Where a merchant's customers pay online (decision 173). The server's PAYMENTS_MODE says whether the sandbox
 * exists at all; the merchant's own `paymentsSandbox` says whether its stored credentials are sandbox ones.
 * Only both together send a customer to the sandbox page: a merchant with live credentials pays at the real
 * provider even on a server in sandbox mode, so nobody can mark its orders paid without paying.
 */
import type { Env } from '../../env.ts';

export function paysInSandbox(mode: Env['PAYMENTS_MODE'], merchant: { paymentsSandbox: boolean }): boolean {
  return mode === 'sandbox' && merchant.paymentsSandbox;
}
