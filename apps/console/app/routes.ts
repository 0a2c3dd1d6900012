import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The console's URLs (under the basename /console). Every screen is its own route module, so it is its own
 * lazily loaded chunk: the courier's phone never downloads the board. Screens a role may open: lib/screens.ts.
 */
export default [
  route('sign-in', 'routes/sign-in.tsx'),
  layout('routes/staff-layout.tsx', [
    index('routes/home.tsx'),
    route('board', 'routes/board.tsx', [route('orders/:id', 'routes/board-order.tsx')]),
    route('kitchen', 'routes/kitchen.tsx'),
    route('courier', 'routes/courier.tsx'),
    route('call-centre', 'routes/call-centre.tsx'),
    route('search', 'routes/orders-search.tsx', [route('orders/:id', 'routes/search-order.tsx')]),
    route('reports', 'routes/reports.tsx'),
    route('branches', 'routes/branches.tsx'),
    route('zones', 'routes/zones.tsx'),
    route('reservations', 'routes/reservations.tsx'),
    route('menu', 'routes/menu.tsx'),
    route('menu-import', 'routes/menu-import.tsx'),
    route('stop-list', 'routes/stop-list.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('promos', 'routes/promos.tsx'),
    route('cashback', 'routes/cashback.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('storefront', 'routes/storefront-settings.tsx'),
    route('payments', 'routes/payment-settings.tsx'),
    route('pages', 'routes/pages.tsx'),
    route('halls', 'routes/halls.tsx'),
    route('halls/:hallId/qr', 'routes/hall-qr.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
