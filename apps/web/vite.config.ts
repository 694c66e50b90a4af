import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { lucideIconImports, manualChunks } from './bundle';

// `npm run dev` serves pages here with hot reload while the API runs apart (scripts/dev.mjs): the
// browser's own calls to the API and to media go through this proxy, the loaders use API_URL.
const api = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lucideIconImports(),
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies of the browser's files, made once here at the highest levels, so the server
    // sends them as they are (storefront plugin, preCompressed) instead of compressing every request.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: { output: { manualChunks: manualChunks() } },
        // Terser takes about 20 s longer than esbuild here and makes the home page's JavaScript about
        // 5 KB (gzipped) smaller, most of it in React and the router.
        minify: 'terser',
        // SOURCEMAP=1 npm run build keeps source maps and the manifest, to see what each file holds.
        ...(process.env.SOURCEMAP ? { sourcemap: true, manifest: true } : {}),
      },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/payment-sandbox': api,
    },
  },
}));
