/** The menu (spec §4), server-rendered; sections of very large menus are filled on the client. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { tableLinkRedirect } from '../features/checkout/table-link.server.ts';
import { loadVisibleMenu } from '../features/menu/menu-data.server.ts';
import { MenuPage } from '../features/menu/menu-page.tsx';
import { buildMenuView, type MenuView } from '../features/menu/menu-view.ts';
import { cachedPage, rememberPage } from '../features/menu/page-cache.ts';
import { useStickyLoaderData } from '../features/menu/use-sticky-loader-data.ts';
import { useShell } from '../features/shell/use-shell.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import type { Route } from './+types/home';

interface HomeData {
  view: MenuView;
  /** Settings groupView (spec §3): WITHOUT_GROUP lists categories without their group headers. */
  groupHeaders: boolean;
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<HomeData> {
  const ctx = requireMerchant(context);
  // A table's QR link: hall and table into the checkout (dine-in), then the menu without the parameters.
  const tableLink = tableLinkRedirect(request, ctx);
  if (tableLink) throw tableLink;
  const { menu, opts } = await loadVisibleMenu(request, context, ctx);
  return { view: buildMenuView(menu, opts), groupHeaders: ctx.settings.groupView !== 'WITHOUT_GROUP' };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return cachedPage(request.url, serverLoader);
}

export default function HomeRoute() {
  const data = useStickyLoaderData<HomeData>();
  const shell = useShell();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: remember the server-rendered page once.
  useEffect(() => {
    rememberPage(location.pathname + location.search, data);
  }, []);
  return (
    <MenuPage view={data.view} groupHeaders={data.groupHeaders} title={shell.merchant?.name ?? shell.title} />
  );
}
