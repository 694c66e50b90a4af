import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The React Router vite plugin is for the app build only; unit tests render components with plain React.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['vitest.setup.ts'],
  },
});
