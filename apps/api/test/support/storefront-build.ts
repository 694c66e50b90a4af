import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What every stand-in build exports alike: React Router's settings, and an asset manifest naming no real file. */
const SETTINGS = `
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial', manifestPath: '/__manifest' };
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const assets = { url: '/assets/manifest.js', version: '1', entry: { module: '/assets/entry.js', imports: [] }, routes: {} };
`;

/**
 * A stand-in for the storefront's build (what `react-router build` writes), for the tests of the plugin
 * that serves it: `modules` is the server build's own part (its `entry`, its `routes` and what they use).
 * Returns the build's folder, a new one under the system's temporary folder, which the caller removes.
 */
export function writeStorefrontBuild(name: string, modules: string): string {
  const buildDir = mkdtempSync(join(tmpdir(), `sakhe-${name}-`));
  mkdirSync(join(buildDir, 'server'));
  mkdirSync(join(buildDir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(buildDir, 'server', 'index.js'), modules + SETTINGS);
  return buildDir;
}
