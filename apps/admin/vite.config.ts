import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

// `npm run dev -w @sakhe/admin` serves the app with hot reload; its API calls go to the API at API_URL.
const api = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  // Every built file is served under /admin/ (the app's basename), beside the storefront's own /assets.
  base: '/admin/',
  plugins: [tailwindcss(), reactRouter()],
  server: { proxy: { '/api': api } },
});
