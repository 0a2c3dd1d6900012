/**
 * A table's QR link (`/?table=12&hall=1`, issue 4 dine-in): the hall and table go into the checkout state of
 * this brand (dine-in is offered only then, decision 150) and the visitor lands on the same page without the
 * parameters, so a shared or reloaded URL does not set them again.
 */
import { redirect } from 'react-router';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { readCheckoutState, saveCheckoutState } from './checkout-state.ts';

export function tableLinkRedirect(request: Request, m: Pick<StorefrontMerchant, 'merchantId' | 'cookies'>) {
  const url = new URL(request.url);
  if (!url.searchParams.has('table')) return null;
  const table = Number(url.searchParams.get('table'));
  const hall = Number(url.searchParams.get('hall'));
  url.searchParams.delete('table');
  url.searchParams.delete('hall');
  if (Number.isSafeInteger(table) && table > 0) {
    const state = readCheckoutState(m.cookies.all, m.merchantId);
    const next = {
      ...state,
      serviceType: 'DINE_IN' as const,
      tableId: table,
      hallId: Number.isSafeInteger(hall) && hall > 0 ? hall : null,
    };
    saveCheckoutState(m.cookies, m.merchantId, next);
  }
  return redirect(url.pathname + url.search);
}
