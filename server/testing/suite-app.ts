import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The suite's one app on a fresh database: opened before its first test, closed after its last. The object is
 * filled in by the hook, so read its fields inside hooks and tests, not while the suite is being declared.
 */
export function suiteApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(options));
  });
  afterAll(() => suite.close());
  return suite;
}
