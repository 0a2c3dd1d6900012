import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import './styles/console.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { I18nProvider } from './i18n/index.tsx';
import { theme } from './theme.ts';
import { RouteError } from './ui/route-error.tsx';
import { ScreenSkeleton } from './ui/skeletons.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="uz" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {/* No icon of its own yet: without this the browser asks the storefront for /favicon.ico. */}
        <link rel="icon" href="data:," />
        <title>Dasturxon</title>
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="bottom-left" limit={4} />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <I18nProvider>
      <Outlet />
    </I18nProvider>
  );
}

/** Shown while the first route's data loads (also the prerendered index.html of the SPA). */
export function HydrateFallback() {
  return <ScreenSkeleton />;
}

export function ErrorBoundary() {
  return (
    <I18nProvider>
      <RouteError />
    </I18nProvider>
  );
}
