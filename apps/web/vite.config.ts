import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, minifySync, type Plugin } from 'vite';

/**
 * Modules every storefront page needs at first paint, bundled as one chunk instead of a dozen tiny ones: each
 * file costs a request and its own gzip overhead, and the menu page's first JavaScript has a budget of 120 kB
 * gzip (decision 021). Client-only behaviour loaded after hydration (shell-effects and its hooks), the error
 * pages and the islands (the header, the category chips, the footer: shared/ui/island.tsx, decision 360) stay
 * out, so they remain lazy.
 */
const SHELL_MODULES = new RegExp(
  [
    'shared/i18n/(index|catalogue-client)',
    'shared/toast/toast-store',
    'shared/theme/theme',
    'shared/ui/price',
    'features/menu/(page-cache|menu-page|menu-section|product-card|use-lazy-cards|use-sticky-loader-data)',
    'features/product/modal-context',
    'shared/ui/icons',
    'shared/shell/use-shell',
    'features/basket/basket-tab',
    'features/account/avatar',
    'features/shell/(use-hydrated|bottom-nav|lazy-error-view|lazy-shell-effects)',
    'lib/(cookies|paths|product-link)',
  ]
    .map((p) => `/app/${p}\\.tsx?$`)
    .join('|'),
);

/**
 * In the browser's build the shell chunk also holds the code of the route modules the menu page loads (the
 * root, the default layout, the menu's own route). As chunks of their own, each began with a long import list of
 * the shell's renamed exports and was compressed alone: 3.6 kB gzip in three files, 1.9 kB inside the shell;
 * each route's file now only re-exports (decision 366). Every page loads the root and nearly every one the
 * default layout, so every page measured got lighter; the menu's route is ~0.3 kB gzip of that for the others,
 * as the menu's cards and sections already are. The server's build keeps its chunks as they were.
 */
const CLIENT_SHELL_MODULES = new RegExp(
  `${SHELL_MODULES.source}|/app/root\\.tsx$|/app/routes/(layout-default|home)\\.tsx$`,
);

const shellChunk = (test: RegExp) => ({
  rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test }] } } },
});

/**
 * React Router's package sends every bundler to its development build (`exports` has no `production`
 * condition, decision 361), whose one difference is `ENABLE_DEV_WARNINGS = true`: developer warnings and notes
 * in the browser's bundle, 0.6 kB gzip of the menu's first JavaScript. The browser's production build takes
 * the package's production copy instead, both of its entries (`react-router`, `react-router/dom`), so the
 * bundle holds one copy. What renders differs only in React Router's default hydrate fallback and error
 * element, which this app never shows (the root has its own error boundary and no route hydrates a fallback);
 * the server, Vitest and the development server keep the package as it resolves (decision 366).
 */
function reactRouterProductionInBrowser(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  const production: Record<string, string> = {
    'react-router': join(dist, 'production/index.mjs'),
    'react-router/dom': join(dist, 'production/dom-export.mjs'),
  };
  return {
    name: 'dasturxon:react-router-production-in-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return this.environment.name === 'client' ? (production[id] ?? null) : null;
    },
  };
}

/**
 * The scripts of `public/` (early-taps.js, loaded by every page before the app: decision 312) are copied as they
 * are, comments and all; minified in the build they are half the bytes (2.9 -> 1.3 kB, gzip 1.3 -> 0.6 kB) of the
 * menu's first JavaScript (decision 360). The source stays readable.
 */
function minifyPublicScripts(): Plugin {
  return {
    name: 'dasturxon:minify-public-scripts',
    apply: 'build',
    // Before precompressAssets' copies are made: `pre`, and synchronous (writeBundle hooks run in parallel).
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (this.environment.name !== 'client' || !options.dir) return;
        for (const file of readdirSync(options.dir)) {
          if (!file.endsWith('.js')) continue;
          const path = join(options.dir, file);
          const result = minifySync(file, readFileSync(path, 'utf8'), { compress: true, mangle: true });
          if (result.errors.length > 0) throw new Error(`${file}: ${result.errors[0]?.message}`);
          writeFileSync(path, result.code);
        }
      },
    },
  };
}

/**
 * Brotli at its best quality (11) beside every client script and stylesheet (`x.js.br`), served by the
 * server's static handler instead of compressing each answer at quality 4 (apps/server/src/ssr.ts,
 * preCompressed). On the menu's first JavaScript that is about 17 kB less on the wire: a third of a second on
 * slow 3G (issue 10, decision 333).
 */
function precompressAssets(): Plugin {
  return {
    name: 'dasturxon:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      // The bundle's files and the public scripts (minified by minifyPublicScripts, which runs first).
      const publicScripts = readdirSync(options.dir).filter((file) => file.endsWith('.js'));
      for (const file of [...Object.keys(bundle), ...publicScripts]) {
        if (!/\.(js|css)$/.test(file)) continue;
        const path = join(options.dir, file);
        const raw = readFileSync(path);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionInBrowser(), reactRouter(), minifyPublicScripts(), precompressAssets()],
  environments: {
    client: { build: shellChunk(CLIENT_SHELL_MODULES) },
    ssr: { build: shellChunk(SHELL_MODULES) },
  },
});
