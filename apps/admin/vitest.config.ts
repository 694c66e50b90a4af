import { defineConfig } from 'vitest/config';

// The React Router vite plugin is for the app build only; these tests check the app's plain modules, and
// components (in jsdom, a file's `@vitest-environment` comment) with plain React.
export default defineConfig({
  test: {
    name: 'admin',
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
  },
});
