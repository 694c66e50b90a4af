// `npm run dev`: the Shop API with reload on :3001 and the storefront's Vite dev server with HMR on :3000
// (which proxies /api and /media to the API). Both stop together.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, NODE_ENV: 'development', API_URL: `http://127.0.0.1:${apiPort}` };

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, SERVE: 'api', PORT: apiPort },
  }),
  spawn('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
