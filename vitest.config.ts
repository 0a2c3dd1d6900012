import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/console/app/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
          // Console screens render Mantine in happy-dom: 3-5 s a test on two busy cores, Vitest's 5 s default
          // failed them now and then. A ceiling for a stuck test, never a speed check.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
