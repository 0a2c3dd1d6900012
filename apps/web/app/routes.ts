/**
 * Every route of spec §2 with its layout. Layout route modules live in routes/layout-*.tsx.
 * The global route step (/ru, /uz, /ru/1 ...) is handled by routes/lang-step.tsx.
 */
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('ru/*?', 'routes/lang-step.tsx', { id: 'lang-step-ru' }),
  route('uz/*?', 'routes/lang-step.tsx', { id: 'lang-step-uz' }),
  route('build-version', 'routes/build-version.ts'),
  // The rest of the message catalogue after the menu's first screen (issue 10, decision 343).
  route('i18n/:lang/:version', 'routes/i18n.ts'),
  // Resource routes of the shell and menu (no UI): preferences, nearest branch, lazily loaded menu sections.
  route('preferences', 'routes/preferences.ts'),
  route('nearest-branch', 'routes/nearest-branch.ts'),
  route('menu-products', 'routes/menu-products.ts'),
  // The menu card's "+" as a form that works before hydration (issue 10, decision 311).
  route('basket-add', 'routes/basket-add.ts'),
  // Telegram mini-app login (issue 3): initData in, the session as the httpOnly token cookie out.
  route('telegram-login', 'features/telegram/telegram-login-route.ts'),
  // Addresses and favourites (issue 3): the browser's way to the API calls that need the httpOnly session.
  route('favourite', 'routes/favourite.ts'),
  route('geocode', 'routes/geocode.ts'),
  // Dine-in (issue 13): calling a waiter to the table of a scanned QR link, and the call's status.
  route('table-call', 'routes/table-call.ts'),
  // The active-order pill's list (a plain fetch that never reaches an error boundary).
  route('active-orders', 'routes/active-orders.ts'),
  // The floating basket bar's total (a plain fetch too).
  route('basket-total', 'routes/basket-total.ts'),
  // The delivery estimate, fee and minimum of the menu header and the basket (issue 10, decision 316).
  route('delivery-terms', 'routes/delivery-terms.ts'),
  layout('routes/layout-default.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('basket', 'routes/basket.tsx'),
    route('search', 'routes/search.tsx'),
    route('offerta', 'routes/offerta.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('category', 'routes/category.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('branches', 'routes/branches.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/user', 'routes/profile-user.tsx'),
    route('profile/orders', 'routes/profile-orders.tsx'),
    route('profile/orders/:id', 'routes/profile-orders-id.tsx'),
    route('profile/address', 'routes/profile-address.tsx'),
    route('profile/address/create', 'routes/profile-address-create.tsx'),
    route('profile/cards', 'routes/profile-cards.tsx'),
    route('profile/cards/create', 'routes/profile-cards-create.tsx'),
    route('profile/cards/confirm', 'routes/profile-cards-confirm.tsx'),
    route('profile/promos', 'routes/profile-promos.tsx'),
    route('profile/favorites', 'routes/profile-favorites.tsx'),
    route('profile/reservations', 'routes/profile-reservations.tsx'),
    route('reservation', 'routes/reservation.tsx'),
    route('vacancy', 'routes/vacancy.tsx'),
    route('vacancy/:id', 'routes/vacancy-id.tsx'),
    route('choose-address', 'routes/choose-address.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layout-extra.tsx', [
    route('extra', 'routes/extra.tsx'),
    route('extra2', 'routes/extra2.tsx'),
  ]),
  layout('routes/layout-auth.tsx', [
    route('login', 'routes/login.tsx'),
    route('login/confirm', 'routes/login-confirm.tsx'),
    route('merchantNotAvailable', 'routes/merchant-not-available.tsx'),
  ]),
  layout('routes/layout-map.tsx', [
    route('branches/map', 'routes/branches-map.tsx'),
    route('profile/orders/:id/map', 'routes/profile-orders-id-map.tsx'),
    route('address/pickup', 'routes/address-pickup.tsx'),
    route('address/pickup2', 'routes/address-pickup2.tsx'),
    route('address/delivery', 'routes/address-delivery.tsx'),
  ]),
] satisfies RouteConfig;
