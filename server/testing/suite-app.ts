import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** How long seeding the timetable's 90 days of flights may take on a busy machine, for the suites that wait on it. */
export const SLOW_SEED_TIMEOUT_MS = 180_000;

/**
 * The suite's one app on a fresh database: opened before its first test, closed after its last. The object is
 * filled in by the hook, so read its fields inside hooks and tests, not while the suite is being declared.
 * `setupTimeoutMs` lets a suite give the opening hook longer than vitest's default.
 */
export function suiteApp(
  options: Parameters<typeof createTestApp>[0] = {},
  { setupTimeoutMs }: { setupTimeoutMs?: number } = {},
): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(options));
  }, setupTimeoutMs);
  afterAll(() => suite.close());
  return suite;
}
