/** API paths (spec §7) under the /api base. One place, so server routes and the web client agree. */
export const API_BASE = '/api';

export const apiPaths = {
  merchantBySub: (sub: string) => `/users/v1/merchants/sub/${encodeURIComponent(sub)}`,
  /** Merchant whose custom domain is `host` (no merchant header needed). */
  merchantByDomain: (host: string) => `/users/v1/merchants/domain/${encodeURIComponent(host)}`,
  settingsWeb: () => '/support/v1/merchant/settings/web',
  settingsClickApp: () => '/support/v1/merchant/settings/click-app/client',
  brandCatalog: () => '/support/v1/brand/catalog',
  policies: () => '/support/v1/company/policies',
  vacancies: () => '/support/v1/vacancies',
  vacancy: (id: number) => `/support/v1/vacancies/${id}`,
  cities: (merchantId: string) => `/users/v1/city-merchant/merchant/${merchantId}`,
  branches: () => '/users/v1/branches',
  branchesFull: () => '/users/v1/branches/full',
  branch: (id: number) => `/users/v1/branches/${id}`,
  closestBranch: (merchantId: string) => `/users/v1/branches/merchant/${merchantId}/closest`,
  overalls: () => '/products/v1/overalls',
  grades: () => '/products/v1/grade',
} as const;
