/** One category of the menu: /category?id=<categoryId> (spec §2). */
import { data, Link } from 'react-router';
import { loadVisibleMenu } from '../features/menu/menu-data.server.ts';
import { MenuSection } from '../features/menu/menu-section.tsx';
import { type CategoryView, categoryView } from '../features/menu/menu-view.ts';
import { cachedPage } from '../features/menu/page-cache.ts';
import { useStickyLoaderData } from '../features/menu/use-sticky-loader-data.ts';
import type { ShownError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { messagesFor } from '../shared/i18n/catalog/index.ts';
import { useT } from '../shared/i18n/index.tsx';
import { BackIcon } from '../shared/ui/icons.tsx';
import type { Route } from './+types/category';

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ category: CategoryView }> {
  const ctx = requireMerchant(context);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const { menu, opts } = await loadVisibleMenu(request, context, ctx);
  const category = Number.isSafeInteger(id) ? categoryView(menu, id, opts) : null;
  if (!category) {
    throw data<ShownError>(
      { code: 'NOT_FOUND', message: messagesFor(ctx.lang)['menu.categoryNotFound'] },
      { status: 404 },
    );
  }
  return { category };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return cachedPage(request.url, serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { title?: string } | undefined;
  return [{ title: data ? `${data.category.name} — ${root?.title ?? ''}` : root?.title }];
}

export default function CategoryRoute() {
  const { category } = useStickyLoaderData<{ category: CategoryView }>();
  const t = useT();
  return (
    <div className="container category-page">
      <Link to="/" className="back-link">
        <BackIcon />
        {t('menu.backToMenu')}
      </Link>
      <h1 className="page-title">{category.name}</h1>
      <p className="muted">{t('menu.productsCount', { count: category.count })}</p>
      <MenuSection
        category={category}
        cards={category.products}
        headingLevel={2}
        eagerCards={4}
        titleHidden
      />
    </div>
  );
}
