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
  // Accounts (issue 3). Phone login paths are ours (decision 050); the others are spec §7.
  sendCode: () => '/users/v1/auth/code',
  login: () => '/users/v1/auth/login',
  logout: () => '/users/v1/users/logout',
  me: () => '/users/v1/users/me',
  user: (id: number) => `/users/v1/users/${id}`,
  phoneChange: () => '/users/v1/users/phone',
  phoneVerify: () => '/users/v1/users/phone/verify',
  deleteAccount: () => '/users/v1/users',
  webbotAuth: () => '/webbot/v1/users/auth',
  webbotToken: () => '/webbot/v1/users/token',
  webbotLogin: () => '/webbot/v1/users/login',
  webbotLogout: () => '/webbot/v1/users/logout',
  webbotSetting: () => '/webbot/v1/setting',
  addresses: (merchantId: string, userId: number) =>
    `/users/v1/addresses/merchant/${merchantId}/user/${userId}`,
  addressCreate: (userId: number) => `/users/v1/addresses/user/${userId}`,
  address: (id: number) => `/users/v1/addresses/${id}`,
  nominatimReverse: () => '/notifications/v1/nominatim/reverse',
  nominatimSearch: () => '/notifications/v1/nominatim/search',
  favourites: () => '/products/v1/favourite/all',
  /** PUT adds, DELETE removes (our design beside spec §7's list call). */
  favourite: (productId: number) => `/products/v1/favourite/${productId}`,
  // Ordering (issue 4). Spec §7 paths, plus ours where marked.
  orders: () => '/orders/v1/orders',
  ordersAtTime: () => '/orders/v1/orders/at-time',
  /** Ours: the server's pricing and problems of a basket before submit. */
  orderQuote: () => '/orders/v1/orders/quote',
  order: (id: number) => `/orders/v1/orders/${id}`,
  /** Ours: the customer cancels (POST). */
  orderCancel: (id: number) => `/orders/v1/orders/${id}/cancel`,
  /** Ours: server-sent events of one order's status. */
  orderEvents: (id: number) => `/orders/v1/orders/${id}/events`,
  userOrders: (userId: number) => `/orders/v1/orders/user/${userId}`,
  userActiveOrders: (userId: number) => `/orders/v1/orders/user/${userId}/active`,
  orderSettings: (merchantId: string) => `/orders/v1/order/setting/${merchantId}`,
  courierForOrder: (orderId: number) => `/deliveries/v1/delivery/courier/${orderId}`,
  tariffCalculate: () => '/deliveries/v1/delivery/tariff/client/calculate',
  /** Ours: check a promo code against a product total (POST), and the customer's promos (GET). */
  promoCheck: () => '/orders/v1/promos/check',
  userPromos: () => '/orders/v1/promos/my',
  paymentCheckout: (orderId: number) => `/payments/v2/checkout/${orderId}`,
  // Provider callbacks (no merchant header: the merchant comes from the provider's own fields).
  paymeCallback: () => '/payments/v2/payme',
  clickPrepare: () => '/payments/v2/click/prepare',
  clickComplete: () => '/payments/v2/click/complete',
  uzumCallback: (op: 'check' | 'create' | 'confirm' | 'reverse' | 'status') => `/payments/v2/uzum/${op}`,
  // Cards (ours): list, create (sends the provider's SMS code), confirm, delete.
  cards: () => '/payments/v2/cards',
  cardConfirm: () => '/payments/v2/cards/confirm',
  card: (id: number) => `/payments/v2/cards/${id}`,
  cardCode: (id: number) => `/payments/v2/cards/${id}/code`,
  // Staff (operator API, ours).
  staffLogin: () => '/staff/v1/auth/login',
  staffLogout: () => '/staff/v1/auth/logout',
  staffMe: () => '/staff/v1/me',
  staffOrders: () => '/staff/v1/orders',
  staffOrder: (id: number) => `/staff/v1/orders/${id}`,
  staffOrderStatus: (id: number) => `/staff/v1/orders/${id}/status`,
  staffOrderCourier: (id: number) => `/staff/v1/orders/${id}/courier`,
  staffCouriers: () => '/staff/v1/couriers',
  staffCourierLocation: () => '/staff/v1/couriers/me/location',
} as const;
