/**
 * A part of the page whose code the browser loads after hydration (decision 360): the menu's first JavaScript
 * has a budget of 120 kB gzip (decision 021), and the header, the category chips and the footer work before
 * their code is there (links, and forms that post without JavaScript). The server renders the part as it is;
 * the browser keeps that HTML (a dehydrated Suspense boundary) until the part's chunk has arrived, which it asks
 * for while hydrating the page, after the page's own scripts, and then hydrates it. The first screen's cards
 * and the bottom bar are never islands: their taps must work as soon as the page has hydrated (decision 333).
 *
 * The part is only imported dynamically (a static import, even one the browser never uses, keeps the module in
 * the importer's chunk). The server (and a test) starts that import when this module loads, so by the time it
 * renders, the part is there and written in place, never a fallback. Memoized: an update reaching a boundary
 * still waiting for its code would make React give up its server HTML; give the island props that do not
 * change when the page around it renders again (no elements, no new objects).
 */
import { type ComponentType, lazy, memo, Suspense } from 'react';

/** The server's (and the tests') imports of every island's part, started when each island is made. */
const warming: Promise<unknown>[] = [];

/**
 * Settles when every island made so far has its part: a test that renders with renderToString (which cannot
 * wait for a part) awaits it first.
 */
export function islandsLoaded(): Promise<void> {
  return Promise.allSettled(warming).then(() => undefined);
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // A failure here is React's to show when it renders the part (start runs again then).
  if (import.meta.env.SSR || import.meta.env.MODE === 'test') warming.push(start().catch(() => {}));
  const Part = lazy(() => {
    const component = loaded;
    // Already loaded: a thenable that answers at once, so React renders the part without suspending.
    if (component) {
      const now = { default: component };
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (React.lazy reads it at once).
      return { then: (resolve?: (value: typeof now) => unknown) => resolve?.(now) } as Promise<typeof now>;
    }
    return start();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island, at a module's top level.
  return memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
