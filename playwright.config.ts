import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium-setup';
import { UNLIMITED_CALLS } from './server/testing/unlimited-calls';
import { freePortOnce } from './tests/support/free-port';

const isCi = Boolean(process.env.CI);
const port = freePortOnce('E2E_PORT');
const baseURL = `http://127.0.0.1:${port}`;
// scripts/test-all.ts asks for a JSON report to count the results; alone, the list is enough.
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: isCi,
  workers: 2,
  retries: isCi ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded one (scripts/ensure-chromium.ts installs it).
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Serves the already built dist/ (npm test builds first) on a fresh temporary database.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/`,
    // Two workers share one address: the rate limits would stop them (their own test is server/rate-limits.test.ts).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DEV_TOOLS: 'on',
      LOG_LEVEL: 'warn',
      FLOWS_PAGE: 'on',
      ...UNLIMITED_CALLS,
      // Every spec asks for SMS codes from this one address; the limit has its own server test.
      SMS_CODES_PER_ADDRESS_PER_HOUR: '1000000',
      // Each test's browser tells its own address in X-Forwarded-For (tests/e2e/support/visitor-address.ts).
      TRUST_PROXY: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
