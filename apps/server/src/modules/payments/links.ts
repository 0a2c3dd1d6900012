/**
 * Where a customer pays: the providers' checkout links (integrations.md §1-§3) and our sandbox page. Every URL
 * format lives here and nowhere else.
 */
import type { Lang, PaymentProvider } from '@dasturxon/contracts';

/** Payme counts tiyin, Click so'm with two decimals, Uzum (unverified) tiyin. Our money is whole so'm. */
export const TIYIN_PER_SOM = 100;

export function somToTiyin(som: number): number {
  return som * TIYIN_PER_SOM;
}

/** so'm as Click writes it: "15000.00". */
export function clickAmount(som: number): string {
  return `${som}.00`;
}

/**
 * Payme checkout (§1): base + "/" + base64("m=<merchant_id>;ac.order_id=<id>;a=<tiyin>[;l=<lang>][;c=<url>]").
 */
export function paymeCheckoutUrl(opts: {
  baseUrl: string;
  paymeMerchantId: string;
  orderId: number;
  amountTiyin: number;
  lang?: Lang;
  returnUrl?: string;
}): string {
  const parts = [`m=${opts.paymeMerchantId}`, `ac.order_id=${opts.orderId}`, `a=${opts.amountTiyin}`];
  if (opts.lang) parts.push(`l=${opts.lang === 'eng' ? 'en' : opts.lang}`);
  if (opts.returnUrl) parts.push(`c=${opts.returnUrl}`);
  const encoded = Buffer.from(parts.join(';'), 'utf8').toString('base64');
  return `${opts.baseUrl.replace(/\/+$/, '')}/${encoded}`;
}

/** Click checkout (§2): service_id, merchant_id, amount N.NN, transaction_param = our order id, return_url. */
export function clickCheckoutUrl(opts: {
  baseUrl: string;
  serviceId: string;
  clickMerchantId: string;
  orderId: number;
  amountSom: number;
  returnUrl?: string;
}): string {
  const url = new URL(opts.baseUrl);
  url.searchParams.set('service_id', opts.serviceId);
  url.searchParams.set('merchant_id', opts.clickMerchantId);
  url.searchParams.set('amount', clickAmount(opts.amountSom));
  url.searchParams.set('transaction_param', String(opts.orderId));
  if (opts.returnUrl) url.searchParams.set('return_url', opts.returnUrl);
  return url.toString();
}

/**
 * Uzum Bank checkout. UNVERIFIED (integrations.md §3 has no source for the page's parameters): serviceId,
 * orderId, amount in tiyin and redirectUrl are our best guess; change them here only.
 */
export function uzumCheckoutUrl(opts: {
  baseUrl: string;
  serviceId: string;
  orderId: number;
  amountTiyin: number;
  returnUrl?: string;
}): string {
  const url = new URL(opts.baseUrl);
  url.searchParams.set('serviceId', opts.serviceId);
  url.searchParams.set('orderId', String(opts.orderId));
  url.searchParams.set('amount', String(opts.amountTiyin));
  if (opts.returnUrl) url.searchParams.set('redirectUrl', opts.returnUrl);
  return url.toString();
}

/** Our sandbox page (decision 110): a path on this server, the return path kept relative. */
export function sandboxCheckoutUrl(opts: {
  provider: PaymentProvider;
  orderId: number;
  merchantId: string;
  returnPath: string;
}): string {
  const query = new URLSearchParams({
    order: String(opts.orderId),
    merchant: opts.merchantId,
    return: opts.returnPath,
  });
  return `/sandbox/pay/${opts.provider}?${query.toString()}`;
}

/** A relative storefront path only: "/x", never "//host", "/\\host" or anything with a scheme. */
export function isRelativePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500;
}

/**
 * The storefront's origin for a merchant: its own domain when set, else its sub-domain of BASE_DOMAIN. Used to
 * make the return path absolute for the real providers (they send the customer back from their site).
 */
export function storefrontOrigin(
  merchant: { sub: string; domainUrl: string | null },
  baseDomain: string,
): string {
  const domain = merchant.domainUrl?.trim();
  if (domain) {
    const withScheme = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
    return new URL(withScheme).origin;
  }
  return `https://${merchant.sub}.${baseDomain}`;
}
