/**
 * Which merchant this console page is for. The server decides, as for the storefront (host, or `?vendor=<sub>`
 * on development hosts): GET /staff/v1/context. The console only remembers the vendor it was opened with on a
 * development host, so a reload or a link without `?vendor=` stays on the same merchant.
 */
import { type StaffContext, staffEndpoints } from '@dasturxon/contracts';
import type { ConsoleApi } from './api.ts';

const VENDOR_KEY = 'dx-console-vendor';

export type ConsoleMerchant = StaffContext['merchant'];

export function isDevHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h === '127.0.0.1' ||
    h === '::1' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h.startsWith('dev.') ||
    h.startsWith('demo.')
  );
}

/** Pure: the `vendor` to send, from the page URL and the remembered one (development hosts only). */
export function vendorFor(url: URL, remembered: string | null): string | undefined {
  if (!isDevHost(url.hostname)) return undefined;
  const vendor = url.searchParams.get('vendor')?.trim().toLowerCase();
  if (vendor) return vendor;
  return remembered ?? undefined;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Looks the merchant up (the api is built without a merchant header for this call). */
export async function lookUpMerchant(api: ConsoleApi, url: URL): Promise<ConsoleMerchant | null> {
  const vendor = vendorFor(url, storage()?.getItem(VENDOR_KEY) ?? null);
  const [, context] = await api.call(staffEndpoints.context, { query: vendor ? { vendor } : {} });
  if (!context) return null;
  if (isDevHost(url.hostname)) {
    try {
      storage()?.setItem(VENDOR_KEY, context.merchant.sub);
    } catch {
      // Not remembered: the next page without ?vendor= gets the server's default merchant.
    }
  }
  return context.merchant;
}
