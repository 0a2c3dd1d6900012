/** The bench's reference React Router app (bench/rr-reference/README in server.ts): built like apps/web. */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
