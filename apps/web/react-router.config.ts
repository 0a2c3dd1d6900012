import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Middleware and the typed router context (decision 187): the root middleware reads a request's context once.
  future: { v8_middleware: true },
} satisfies Config;
