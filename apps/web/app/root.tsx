/**
 * The document. The root middleware reads the request's context once (cookies, merchant, language, session:
 * lib/storefront-middleware.server.ts) and writes its cookies on the way out. The root loader renders the
 * merchant's theme, title, favicon and language into the first HTML, so there is never a flash of another
 * theme; only the current language's messages are sent, and on the menu only its first screen's (decision 343:
 * the rest is fetched after hydration, and client navigations wait for it). It does not run again on ordinary
 * navigations (see shouldRevalidate).
 */

import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { LazyErrorView } from './features/shell/lazy-error-view.tsx';
import { LazyShellEffects, type ShellEffectsComponent } from './features/shell/lazy-shell-effects.tsx';
import { loadShell, shellWithoutMerchant } from './features/shell/shell-data.server.ts';
import { InlineStylesheet } from './lib/inline-styles.tsx';
import { KeptJsonScripts } from './lib/kept-json-scripts.tsx';
import { MERCHANT_NOT_AVAILABLE_PATH } from './lib/paths.ts';
import { requireMerchant } from './lib/request-context.server.ts';
import { storefrontMiddleware } from './lib/storefront-middleware.server.ts';
import { catalogueComplete, completeCatalogue } from './shared/i18n/catalogue-client.ts';
import { I18nProvider } from './shared/i18n/index.tsx';
import type { ShellData, ShellLoaderData } from './shared/shell/shell-types.ts';
import { shellOf } from './shared/shell/use-shell.ts';
import { DEFAULT_THEME, themeStyle } from './shared/theme/theme.ts';
import { IconSprite } from './shared/ui/icons.tsx';
import { island } from './shared/ui/island.tsx';
import appCss from './styles/app.css?url';

/**
 * BCP 47 tags of our languages (eng is "en"); the same table as domain langTag, inlined so the document shell
 * does not pull the domain package (and zod through it) into the first JavaScript.
 */
const HTML_LANG = { uz: 'uz', ru: 'ru', eng: 'en' } as const;

// The toasts' live region: its code loads after hydration (decision 360); a toast shown before waits in its store.
const Toaster = island(() => import('./shared/toast/toaster.tsx').then((m) => m.Toaster));

export const middleware: Route.MiddlewareFunction[] = [storefrontMiddleware];

/**
 * A client navigation (or fetcher) waits until the catalogue is whole (decision 343): the next page may show any
 * message. If the rest cannot be had, a GET becomes a whole-page load, whose HTML carries every message.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    try {
      await catalogueComplete();
    } catch {
      if (request.method === 'GET') throw redirectDocument(request.url);
    }
    return next();
  },
];

/**
 * What runs in the browser after hydration (lazy-shell-effects.tsx): the shell's effects and, inside the
 * Telegram mini-app, its theme and sign-in (features/telegram; nothing on the normal web). Composed here, as
 * features do not import each other (decision 196); the mount comes first, as when the effects rendered it.
 */
function loadClientEffects(shell: ShellData): Promise<ShellEffectsComponent[]> {
  // Their texts may be any of the catalogue's: they start once it is whole (decision 343).
  return completeCatalogue(shell)
    .catch(() => {})
    .then(() =>
      Promise.all([
        import('./features/telegram/telegram-mount.tsx').then((m) => m.TelegramMount),
        import('./features/shell/shell-effects.tsx').then((m) => m.ShellEffects),
      ]),
    );
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellLoaderData> {
  const url = new URL(request.url);
  // The not-available page renders without a merchant: resolving one here could redirect back to it forever.
  if (url.pathname === MERCHANT_NOT_AVAILABLE_PATH) return shellWithoutMerchant(request, context);
  return loadShell(request, context, requireMerchant(context));
}

/**
 * The shell changes with the merchant (?vendor=), a submitted preference (language, city, nearest branch: form
 * submissions) or an explicit revalidation; a plain navigation inside the storefront keeps it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('vendor') !== nextUrl.searchParams.get('vendor')) return true;
  return (
    (currentUrl.pathname === MERCHANT_NOT_AVAILABLE_PATH) !==
    (nextUrl.pathname === MERCHANT_NOT_AVAILABLE_PATH)
  );
}

/**
 * Pages depend on cookies (merchant, language, branch): a shared cache must not keep them, and the browser must
 * ask again (the API's ETags keep that cheap on our side).
 */
export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? 'Dasturxon' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root') as ShellLoaderData | undefined;
  const theme = shell?.theme ?? DEFAULT_THEME;
  return (
    <html
      lang={HTML_LANG[shell?.lang ?? 'uz']}
      data-theme={theme.dark ? 'dark' : 'light'}
      style={themeStyle(theme)}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Written into the document by the server (decision 025), ahead of the scripts' preloads. */}
        <InlineStylesheet href={appCss} />
        {/* Taps answered before hydration (pressed, busy, next screen's outline): decision 312. */}
        <script src="/early-taps.js" async fetchPriority="high" />
        <meta name="color-scheme" content={theme.dark ? 'dark' : 'light'} />
        <meta name="theme-color" content={theme.dark ? '#141414' : '#ffffff'} />
        {/* In the document, not in meta(): a route's meta() replaces its parents', so every page keeps it. */}
        {shell?.description ? <meta name="description" content={shell.description} /> : null}
        <link rel="icon" href={shell?.favicon ?? '/favicon.svg'} />
        <Meta />
        <Links />
      </head>
      <body>
        {/* The icons a page repeats, drawn once (decision 360). */}
        <IconSprite />
        {children}
        <ScrollRestoration />
        {/* Loader data kept per version (the menu's view, the messages), as JSON written once per version (decision 358). */}
        <KeptJsonScripts />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const shell = shellOf(useLoaderData<typeof loader>());
  // The root has hydrated: from now on React answers taps (before, forms and links work natively). Tests and
  // bench/tti.ts wait for it (decision 310).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  // The rest of the menu's catalogue, as soon as the page is alive (decision 343).
  useEffect(() => {
    completeCatalogue(shell).catch(() => {});
  }, [shell]);
  return (
    <I18nProvider lang={shell.lang} messages={shell.messages}>
      <Outlet />
      <Toaster />
      <LazyShellEffects shell={shell} load={() => loadClientEffects(shell)} />
    </I18nProvider>
  );
}

/** The error page of spec §2: generic for 5xx (never internals), the API's message for a 4xx. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root') as ShellLoaderData | undefined;
  const shell = data ? shellOf(data) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!import.meta.env.PROD && !isRouteErrorResponse(error)) console.error(error);
  return <LazyErrorView error={error} status={status} shell={shell} />;
}
