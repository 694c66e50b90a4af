// `npm start`: build the storefront and the back office when a build is missing or older than its sources, then
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

const webSources = ['app', 'vite.config.ts', 'react-router.config.ts', 'package.json'].map((p) =>
  join(webDir, p),
);
const adminDir = join(root, 'apps/admin');
const adminIndex = join(adminDir, 'build/client/index.html');
const adminSources = ['app', 'vite.config.ts', 'react-router.config.ts', 'package.json'].map((p) =>
  join(adminDir, p),
);
const newestOf = (paths) => Math.max(...paths.filter(existsSync).map(newestMtime));

/** The storefront's or the back office's build is missing, or older than its sources. */
const isStale = () =>
  !existsSync(adminIndex) ||
  !existsSync(serverBuild) ||
  newestMtime(serverBuild) < newestOf(webSources) ||
  newestMtime(adminIndex) < newestOf(adminSources);

const buildLock = join(root, 'node_modules/.sakhe-build.lock');
const flockPath = ['/usr/bin/flock', '/bin/flock'].find(existsSync);

if (process.argv.includes('--build-if-stale')) {
  // Run under the build lock by the branch below: a start that waited for another's build finds it fresh.
  if (isStale()) {
    console.info('Building the storefront and the back office (first start, or sources changed)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(build.status ?? 1);
  }
  process.exit(0);
}

if (process.env.SERVE !== 'api' && isStale()) {
  // Two starts at once (parallel journey runs, two nodes on one checkout) must not build over each
  // other: the build runs under an exclusive file lock where util-linux's flock is present.
  const build = flockPath
    ? spawnSync(
        flockPath,
        [buildLock, process.execPath, fileURLToPath(import.meta.url), '--build-if-stale'],
        {
          cwd: root,
          stdio: 'inherit',
        },
      )
    : spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--build-if-stale'], {
        cwd: root,
        stdio: 'inherit',
      });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
