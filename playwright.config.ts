/**
 * Browser journeys in Debian's Chromium (never a downloaded browser: STACK-NOTES). The server under test is
 * the real production build started by scripts/serve-fresh.mjs on a fresh, seeded PGlite directory.
 * scripts/test.mjs picks a free port and passes it in E2E_PORT; run alone, `npm run test:e2e` uses 3100.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
// `localhost` (not 127.0.0.1): the storefront honours ?vendor= only on localhost/dev/demo hosts (spec §1).
const baseURL = `http://localhost:${port}`;
// The geocoding proxy's upstream in e2e: a fake Nominatim that e2e/address.spec.ts starts on this port (the
// server only calls it from the address screens; elsewhere nothing listens there and nothing asks).
const nominatimPort = Number(process.env.E2E_NOMINATIM_PORT || port + 1);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failure is a failure: retries would hide flakiness we want to see and fix.
  retries: 0,
  // Two cores shared with the server under test; more workers only make every test slower.
  workers: Number(process.env.E2E_WORKERS || 2),
  timeout: 30_000,
  // Generous: a journey waits for states, never for time; on two busy cores a console screen's first render after
  // a navigation took over 5 s (a timeout only bounds how long a real failure takes to report).
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // scripts/test.mjs reads this file for its "N passed, N failed" summary.
    ['json', { outputFile: process.env.E2E_JSON_REPORT || 'test-results/e2e-report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
  },
  projects: [
    {
      name: 'phone',
      // The console's journeys run at a desk's size in their own project (below).
      testIgnore: '**/console*.spec.ts',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
    {
      // The operations console (issue 11): desktop and tablet first, 1366x768; its courier screen and the
      // customer's storefront open their own phone-sized contexts inside the journeys.
      name: 'console',
      testMatch: '**/console*.spec.ts',
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve-fresh.mjs',
    // Probe on 127.0.0.1 (the server binds there); the build, when stale, runs inside this window.
    url: `http://127.0.0.1:${port}/api/docs/json`,
    // SMS_MODE=log: login codes go to the log and the test-only last-code route, never to an SMS gateway.
    // PLATFORM_ADMIN_TOKEN: e2e/console-platform.spec.ts creates a merchant through the platform API (a test value).
    env: {
      PORT: String(port),
      NOMINATIM_URL: `http://127.0.0.1:${nominatimPort}`,
      SMS_MODE: 'log',
      // Every journey's customer signs in from 127.0.0.1: more than the 30 codes per address and 10 minutes that
      // protect a real server (decision 176). The per-phone limits still hold.
      OTP_CLIENT_LIMIT: '100000',
      PLATFORM_ADMIN_TOKEN: process.env.E2E_PLATFORM_TOKEN || 'e2e-platform-admin-token-not-a-secret',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
