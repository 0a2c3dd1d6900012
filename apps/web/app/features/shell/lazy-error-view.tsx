import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The error pages load on demand: most visits never need them. On hydration of a server-rendered error page,
 * React keeps the server's HTML until this chunk arrives, so nothing flashes.
 */
const ErrorView = lazy(() => import('./error-view.tsx').then((m) => ({ default: m.ErrorView })));
const RouteErrorView = lazy(() => import('./error-view.tsx').then((m) => ({ default: m.RouteErrorView })));

export function LazyErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}

export function LazyRouteErrorView(props: ComponentProps<typeof RouteErrorView>) {
  return (
    <Suspense fallback={null}>
      <RouteErrorView {...props} />
    </Suspense>
  );
}
