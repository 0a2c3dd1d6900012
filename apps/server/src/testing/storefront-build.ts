/**
 * The storefront's routes as React Router serves them, for tests that put the real route modules behind the real
 * adapter (ssr.ts) without a vite build: the route tree is read from apps/web/app/routes.ts and each module is
 * imported from source. `composeBuild` wraps chosen modules into a server build whose document renderer prints
 * the action and loader data as JSON instead of rendering React; its root carries the storefront's root
 * middleware and its entry the storefront's createLoadContext, as the real build's do (decision 187). Loader data
 * kept per version (decision 358) is printed as the page shows it, and beside it the JSON the document carries
 * and what React Router encodes per request for hydration.
 */
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { isKeptRef, keptJsonOf, keptValue } from '../../../web/app/lib/kept-json.ts';
import { createLoadContext, serverContext } from '../../../web/app/lib/load-context.ts';
import { storefrontMiddleware } from '../../../web/app/lib/storefront-middleware.server.ts';
import routeConfig from '../../../web/app/routes.ts';

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

export type RouteModule = Record<string, unknown>;

export interface StorefrontRoute {
  /** React Router's id: the given one, else the file without its extension ("routes/login"). */
  id: string;
  parentId: string;
  file: string;
  /** A URL this route answers, its params filled with examples: "/profile/orders/1". */
  url: string;
  module: RouteModule;
}

/** "/profile/orders/:id/map" -> "/profile/orders/1/map"; splats match nothing extra. */
function exampleUrl(path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s !== '' && s !== '*' && s !== '*?')
    .map((s) => (s.startsWith(':') ? '1' : s));
  return `/${segments.join('/')}`;
}

/** Every route of routes.ts (layouts included) with its imported module, parents before children. */
export async function loadStorefrontRoutes(): Promise<StorefrontRoute[]> {
  const out: StorefrontRoute[] = [];
  async function walk(entries: readonly ConfigEntry[], parentId: string, parentPath: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^./]+$/, '');
      const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
      const module = (await import(/* @vite-ignore */ `../../../web/app/${entry.file}`)) as RouteModule;
      out.push({ id, parentId, file: entry.file, url: exampleUrl(path), module });
      if (entry.children) await walk(entry.children, id, path);
    }
  }
  await walk(routeConfig as readonly ConfigEntry[], 'root', '');
  return out;
}

export interface BuildRoute {
  id: string;
  /** Default: the root. */
  parentId?: string;
  /** Relative to the parent, as in a route config ("login/confirm"). */
  path?: string;
  index?: boolean;
  module: RouteModule;
}

/** What the stand-in document renderer answers: the data React would have rendered. */
export interface PrintedDocument {
  status: number;
  actionData: Record<string, unknown> | null;
  /** What the routes render: a value kept per version and handed by reference, as its value. */
  loaderData: Record<string, unknown>;
  cspNonce: string | null;
  /** The JSON scripts of kept values the document carries (root KeptJsonScripts), by name. */
  kept: Record<string, string>;
  /** What React Router encodes per request for hydration (turbo-stream; the page's `streamController` script). */
  handoff: string;
}

export function composeBuild(routes: readonly BuildRoute[]): ServerBuild {
  const entry = {
    default: async (
      _request: Request,
      status: number,
      headers: Headers,
      ctx: {
        staticHandlerContext: {
          actionData: PrintedDocument['actionData'];
          loaderData: PrintedDocument['loaderData'];
        };
        serverHandoffStream?: ReadableStream<Uint8Array>;
      },
      loadContext: RouterContextProvider,
    ) => {
      const kept: Record<string, string> = {};
      for (const data of Object.values(ctx.staticHandlerContext.loaderData)) {
        if (typeof data !== 'object' || data === null) continue;
        for (const field of Object.values(data)) if (isKeptRef(field)) kept[field.$kept] = keptJsonOf(field);
      }
      const printed: PrintedDocument = {
        status,
        actionData: ctx.staticHandlerContext.actionData,
        loaderData: ctx.staticHandlerContext.loaderData,
        cspNonce: loadContext.get(serverContext).cspNonce ?? null,
        kept,
        handoff: ctx.serverHandoffStream ? await new Response(ctx.serverHandoffStream).text() : '',
      };
      headers.set('content-type', 'application/json; charset=utf-8');
      const json = JSON.stringify(printed, (_key, value: unknown) =>
        isKeptRef(value) ? keptValue(value) : value,
      );
      return new Response(json, { status, headers });
    },
  };
  const root: BuildRoute = {
    id: 'root',
    path: '',
    module: { default: () => null, middleware: [storefrontMiddleware] },
  };
  const all = [root, ...routes];
  return {
    entry: { module: { ...entry, createLoadContext } },
    routes: Object.fromEntries(
      all.map((r) => [
        r.id,
        {
          id: r.id,
          ...(r.id === 'root' ? {} : { parentId: r.parentId ?? 'root' }),
          path: r.path,
          index: r.index,
          module: r.module,
        },
      ]),
    ),
    assets: {
      version: 'test-build',
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
    },
    assetsBuildDirectory: 'build/client',
    publicPath: '/',
    basename: '/',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}
