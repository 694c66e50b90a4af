import { defineConfig } from 'vitest/config';

// The React Router vite plugin is for the app build only; these tests check the app's plain modules.
export default defineConfig({
  test: {
    name: 'admin',
    environment: 'node',
    include: ['app/**/*.test.ts'],
  },
});
