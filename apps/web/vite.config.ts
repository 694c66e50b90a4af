import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

// `npm run dev` serves pages here with hot reload while the API runs apart (scripts/dev.mjs): the
// browser's own calls to the API and to media go through this proxy, the loaders use API_URL.
const api = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/payment-sandbox': api,
    },
  },
});
