/**
 * A table's QR link (issue 13, decision 279): `/?branch=1&hall=2&table=3&sig=<signature>` (the console prints
 * it). Branch, hall, table and signature go into this brand's checkout state as a dine-in at that table — the
 * table's own branch, not the last pick-up branch — and the visitor lands on the same page without the
 * parameters, so a shared or reloaded URL does not set them again. The server checks the signature and the
 * table on every use (the menu's table bar, the quote, the order), so an edited link only gets its refusal.
 * The old unsigned `?table=&hall=` link names no branch: its parameters are dropped and nothing is stored.
 */
import { TableTicketQuerySchema } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { type CheckoutState, readCheckoutState, saveCheckoutState } from './checkout-state.ts';

const PARAMS = ['branch', 'hall', 'table', 'sig'] as const;

/** The dine-in state a table link's parameters make of `state`; null when the URL has no valid table link. */
export function tableLinkState(url: URL, state: CheckoutState): CheckoutState | null {
  const parsed = TableTicketQuerySchema.safeParse({
    branchId: url.searchParams.get('branch'),
    hallId: url.searchParams.get('hall'),
    tableId: url.searchParams.get('table'),
    sig: url.searchParams.get('sig'),
  });
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    ...state,
    serviceType: 'DINE_IN',
    tableBranchId: t.branchId,
    hallId: t.hallId,
    tableId: t.tableId,
    tableSig: t.sig,
  };
}

export function tableLinkRedirect(request: Request, m: Pick<StorefrontMerchant, 'merchantId' | 'cookies'>) {
  const url = new URL(request.url);
  if (!url.searchParams.has('table')) return null;
  const next = tableLinkState(url, readCheckoutState(m.cookies.all, m.merchantId));
  for (const name of PARAMS) url.searchParams.delete(name);
  if (next) saveCheckoutState(m.cookies, m.merchantId, next);
  return redirect(url.pathname + url.search);
}
