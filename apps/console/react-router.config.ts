import type { Config } from '@react-router/dev/config';

/**
 * The operations console is a single-page app (decision 225): no server rendering, served as static files by
 * the API server under /console on every merchant host. `npm run build -w @dasturxon/console` writes
 * build/client/index.html (the SPA shell every /console/* URL falls back to) and build/client/assets/*.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  basename: '/console',
} satisfies Config;
