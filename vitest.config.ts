import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chakraGlobalCss } from './scripts/build/chakra-global-css';

// Two projects: the SPA and the flows viewer's views in jsdom, everything else (machines, contract, server) in plain Node.
export default defineConfig({
  plugins: [react(), chakraGlobalCss()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'flows-viewer/view/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'machines/**/*.test.ts',
            'flows-viewer/coverage/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/parity/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Server files share their worker's loaded modules instead of importing the server again for each file
          // (about a third less time): none mocks a module, and each builds its own app and database.
          isolate: false,
          globalSetup: ['./server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
