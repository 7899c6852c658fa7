import { defineConfig } from 'vitest/config';

// End-to-end tests drive the production build in Debian's Chromium; one file at a time
// because the machine has two cores and each file owns a browser.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
