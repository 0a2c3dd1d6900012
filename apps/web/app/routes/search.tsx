/** Search (spec §2 /search): instant results as you type, in the current language (domain searchProducts). */
import { searchProducts } from '@dasturxon/domain';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { cardsClass } from '../features/menu/menu-section.tsx';
import { type ProductCardView, productCard } from '../features/menu/menu-view.ts';
import { cachedPage } from '../features/menu/page-cache.ts';
import { ProductCard } from '../features/menu/product-card.tsx';
import { useStickyLoaderData } from '../features/menu/use-sticky-loader-data.ts';
import { loadOverall, nearestBranchIdOf } from '../lib/overall-menu.server.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { SearchIcon } from '../shared/ui/icons.tsx';
import type { Route } from './+types/search';

const MAX_RESULTS = 60;
const TYPE_DELAY_MS = 150;

interface SearchData {
  query: string;
  total: number;
  results: ProductCardView[];
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchData> {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  if (query.trim() === '') return { query, total: 0, results: [] };
  const ctx = requireMerchant(context);
  const overall = await loadOverall(request, ctx);
  const nearestBranchId = nearestBranchIdOf(ctx.cookies.all);
  const found = searchProducts(overall, query, ctx.lang, nearestBranchId);
  const opts = { lang: ctx.lang, cdnBase: serverOf(context).publicEnv.cdnBaseUrl, nearestBranchId };
  return {
    query,
    total: found.length,
    results: found.slice(0, MAX_RESULTS).map((p) => productCard(p, 'SMALL', opts)),
  };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return cachedPage(request.url, serverLoader);
}

export default function SearchRoute() {
  const data = useStickyLoaderData<SearchData>();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const navigation = useNavigation();
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/search';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Text typed before hydration is in the DOM but not in state: adopt it, or hydration would wipe it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text) onChange(typed);
  }, []);

  const onChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
    }, TYPE_DELAY_MS);
  };

  return (
    <div className="container search-page">
      <h1 className="visually-hidden">{t('common.nav.search')}</h1>
      <Form method="get" role="search" className="search-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <SearchIcon />
        <input
          ref={input}
          id="search-input"
          name="q"
          type="search"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the page exists to type a query; focus is what the visitor wants.
          autoFocus
        />
      </Form>
      <div aria-live="polite" className={searching ? 'search-results is-stale' : 'search-results'}>
        {data.query.trim() === '' ? (
          <p className="empty-state">{t('search.empty')}</p>
        ) : data.total === 0 ? (
          <p className="empty-state">{t('search.noResults', { query: data.query })}</p>
        ) : (
          <>
            <p className="muted">{t('search.results', { count: data.total })}</p>
            <ul className={cardsClass('SMALL', 'VERTICAL')}>
              {data.results.map((card, i) => (
                <ProductCard key={card.id} card={card} viewType="SMALL" eager={i < 6} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
