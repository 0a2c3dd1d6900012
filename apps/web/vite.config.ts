import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Modules every storefront page needs at first paint, bundled as one chunk instead of a dozen tiny ones: each
 * file costs a request and its own gzip overhead, and the menu page's first JavaScript has a budget of 120 kB
 * gzip (decision 021). Client-only behaviour loaded after hydration (shell-effects and its hooks) and the error
 * pages stay out, so they remain lazy.
 */
const SHELL_MODULES = new RegExp(
  [
    'shared/i18n/index',
    'shared/toast/[a-z-]+',
    'shared/theme/theme',
    'shared/ui/price',
    'features/menu/(page-cache|menu-page|menu-section|category-bar|product-card|use-lazy-cards|use-sticky-loader-data)',
    'features/product/(presentation|modal-context)',
    'shared/ui/icons',
    'shared/shell/use-shell',
    'features/basket/basket-tab',
    'features/account/(avatar|header-account|client-storage|notices)',
    'features/shell/(use-hydrated|lang-switch|site-header|site-footer|bottom-nav|lazy-error-view|lazy-shell-effects)',
    'lib/(cookies|paths|product-link)',
  ]
    .map((p) => `/app/${p}\\.tsx?$`)
    .join('|'),
);

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', test: SHELL_MODULES }],
        },
      },
    },
  },
});
