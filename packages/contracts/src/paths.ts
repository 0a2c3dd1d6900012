/** The API's base path (spec §7); every path of the endpoint table and below is relative to it. */
export const API_BASE = '/api';

/**
 * Paths of the payment providers' callbacks. Every endpoint our clients call is an entry of the endpoint table
 * (endpoints/, decision 192); these are called only by Payme, Click and Uzum (and the payment sandbox, which
 * plays them), with raw bodies of any content type, so they stay out of it.
 */
export const apiPaths = {
  paymeCallback: () => '/payments/v2/payme',
  clickPrepare: () => '/payments/v2/click/prepare',
  clickComplete: () => '/payments/v2/click/complete',
  uzumCallback: (op: 'check' | 'create' | 'confirm' | 'reverse' | 'status') => `/payments/v2/uzum/${op}`,
} as const;
