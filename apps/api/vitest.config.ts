import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Files share their worker's loaded modules instead of loading the whole app again each (every
    // file opens its own app on its own database copy, and no test mocks modules): loading was a
    // third of the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
