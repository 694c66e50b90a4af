import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/admin'],
    // API test files each open their own database copy; two at a time suits the two-core machines.
    maxWorkers: 2,
  },
});
