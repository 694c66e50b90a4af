// `npm start`: build the storefront when its build is missing or older than its sources, then
// serve the whole shop (storefront + Shop API) from one process.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const serverBuild = join(webDir, 'build/server/index.js');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['app', 'vite.config.ts', 'react-router.config.ts', 'package.json'].map((p) =>
  join(webDir, p),
);
// The back office (apps/admin, a single-page app) is built with it by the same `npm run build`; a
// missing one (a fresh clone) is built here too.
const adminBuilt = existsSync(join(root, 'apps/admin/build/client/index.html'));
const stale =
  !adminBuilt ||
  !existsSync(serverBuild) ||
  newestMtime(serverBuild) < Math.max(...sources.filter(existsSync).map(newestMtime));

if (process.env.SERVE !== 'api' && stale) {
  console.info('Building the storefront (first start, or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
