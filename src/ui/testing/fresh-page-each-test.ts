import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * For a file of tests that render pages against answerFetch: a page's first render loads its catalogues and
 * route modules (slow on a busy machine), and each test starts afresh: no page left mounted, fetch unstubbed.
 */
export function freshPageEachTest(): void {
  vi.setConfig({ testTimeout: 30_000 });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
