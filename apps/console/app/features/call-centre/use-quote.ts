/**
 * The server's price of the phone order as it is being built: asked again (after a short pause in typing)
 * whenever the request changes; only the latest answer is kept.
 */
import { type CallCentreOrderRequest, type OrderQuote, staffCallCentreEndpoints } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';

const PAUSE_MS = 300;

export function useQuote(api: ConsoleApi, customerId: number | null, request: CallCentreOrderRequest | null) {
  const [state, setState] = useState<{
    quote: OrderQuote | null;
    error: ConsoleApiError | null;
    quoting: boolean;
  }>({ quote: null, error: null, quoting: false });
  const key = customerId && request ? JSON.stringify([customerId, request]) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the customer and the request.
  useEffect(() => {
    if (!key || !customerId || !request) {
      setState({ quote: null, error: null, quoting: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, quoting: true }));
    const timer = setTimeout(() => {
      void api
        .call(staffCallCentreEndpoints.quote, { params: { id: customerId }, body: request })
        .then(([error, quote]) => {
          if (live) setState({ quote, error, quoting: false });
        });
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, key]);

  return state;
}
