/**
 * The API's module boundaries, checked by `npm run lint` (dependency-cruiser over apps/api/src).
 * A module is a folder of apps/api/src/modules; its `index.ts` is its surface, the one file other
 * modules and the app may import (docs/modules.md lists what each exports). Inside a module,
 * `routes.ts` speaks HTTP, `service.ts` holds the rules, and query files (`queries.ts`, or any file
 * or folder named after queries) speak SQL. docs/decisions/0008 says why.
 */
const MODULE = '^apps/api/src/modules/([^/]+)/';
/** Query files: `queries.ts`, `something-queries.ts`, or anything in a `queries/` folder. */
const QUERIES = '^apps/api/src/modules/.+/[^/]*queries(?:\\.ts$|/)';

module.exports = {
  forbidden: [
    {
      name: 'queries-stay-in-their-module',
      comment:
        "A module's query files are imported only inside that module: other modules ask its surface " +
        '(index.ts), which says what they may rely on, so its SQL can change without them.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: QUERIES, pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'queries-only-from-modules',
      comment: 'Code outside the modules (app, seed, storefront) never imports query files either.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: MODULE },
      to: { path: QUERIES },
    },
    {
      name: 'modules-meet-at-their-surface',
      comment:
        'A module uses another only through the surface it exports, its index.ts, never a file ' +
        'inside it (its service, presenter or state machine included).',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'the-app-meets-modules-at-their-surface',
      comment: 'The app, the module list and the seed use modules through their index.ts as well.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: MODULE },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-cycles-between-modules',
      comment:
        'Modules form no import cycle (auth → cart → auth and the like): each can be understood, ' +
        'tested and changed with only the modules below it in mind. Checked between module folders, ' +
        'which the rules above make complete: every import between modules is one of an index.ts.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'no-cycles-between-files',
      comment: 'No file imports itself through others either.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'routes-never-touch-the-database',
      comment:
        'Routes speak HTTP (parse with the contract, call the service, serialize): they never ' +
        'import query files, the database (db/) or a database driver.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+routes\\.ts$' },
      to: {
        path: [QUERIES, '^apps/api/src/db/', '(?:^|/)node_modules/(?:drizzle-orm|pg|@electric-sql/pglite)/'],
      },
    },
    {
      name: 'services-never-see-http',
      comment:
        'Services hold the rules and never import Fastify (or its plugins): routes, the storefront ' +
        'and tests call them alike.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+/service(?:\\.ts$|/)' },
      to: { path: '(?:^|/)node_modules/(?:fastify|fastify-[^/]+|@fastify/[^/]+)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    // Folder-level dependencies (and so the cycles between modules) are derived with the metrics.
    metrics: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
