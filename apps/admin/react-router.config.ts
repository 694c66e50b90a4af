import type { Config } from '@react-router/dev/config';

// A single-page app: the API process serves build/client/index.html for every /admin address
// (apps/api/src/admin-app/plugin.ts); nothing of the back office is rendered on the server.
export default {
  appDirectory: 'app',
  ssr: false,
  basename: '/admin',
} satisfies Config;
