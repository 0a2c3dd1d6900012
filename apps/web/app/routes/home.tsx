/** The menu (spec §4), server-rendered; sections of very large menus are filled on the client. */

import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { MenuPage } from '../features/menu/menu-page.tsx';
import { cachedPage, rememberPage } from '../features/menu/page-cache.ts';
import { useStickyLoaderData } from '../features/menu/use-sticky-loader-data.ts';
import { keptValue } from '../lib/kept-json.ts';
import { useShell } from '../shared/shell/use-shell.ts';
import type { Route } from './+types/home';
import { type HomeData, loadHome } from './home-data.server.ts';

// Only after a table's QR link: its code (and the contracts' enums it uses) stays out of the menu's first
// JavaScript (decision 313).
const TableBar = lazy(() =>
  import('../features/dine-in/table-bar.tsx').then((m) => ({ default: m.TableBar })),
);
// Filled after hydration anyway (decision 316): its code (packages/domain, zod) loads beside the menu's, not in it.
const DeliveryStrip = lazy(() =>
  import('../shared/delivery/delivery-strip.tsx').then((m) => ({ default: m.DeliveryStrip })),
);

export function loader({ request, context }: Route.LoaderArgs): Promise<HomeData> {
  return loadHome(request, context);
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return cachedPage(request.url, serverLoader);
}

export default function HomeRoute() {
  const data = useStickyLoaderData<HomeData>();
  // A document's view is the JSON it carries, parsed once (decision 358); a client navigation's is whole.
  const view = keptValue(data.view);
  const shell = useShell();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: remember the server-rendered page once, whole.
  useEffect(() => {
    rememberPage(location.pathname + location.search, { ...data, view });
  }, []);
  return (
    <>
      {data.table ? (
        <Suspense fallback={null}>
          <TableBar place={data.table.place} error={data.table.error} signedIn={shell.user !== null} />
        </Suspense>
      ) : (
        // The estimate, delivery fee and minimum, loaded after hydration (issue 10, decision 316); the fallback is
        // the strip's own empty box, so nothing moves when it comes.
        <Suspense fallback={<div className="delivery-strip container" />}>
          <DeliveryStrip />
        </Suspense>
      )}
      <MenuPage view={view} groupHeaders={data.groupHeaders} title={shell.merchant?.name ?? shell.title} />
    </>
  );
}
