// How the storefront's browser JavaScript is cut into files (vite.config.ts). Left alone, Rollup makes a
// file for every set of routes sharing a module: the home page loaded 46 files, many of a few hundred
// bytes, and each compresses on its own (about a third of the app's gzipped bytes were that overhead).
import type { GetModuleInfo, ManualChunkMeta } from 'rollup';
import type { Plugin } from 'vite';

/** The libraries every page runs (React, the router, i18next), in one long-cached file. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\//;

/**
 * Groups of the app's own modules, each named by where its static imports start. `shell`: the root and
 * the layout (header, footer, menus: on every page) with the SEO helpers every page's meta uses;
 * `product-card`: the card of every product grid and carousel, with its add-to-cart form and heart.
 */
const GROUPS: [name: string, starts: RegExp][] = [
  ['shell', /\/app\/(root\.tsx|routes\/layout\.tsx|lib\/seo\/seo\.ts)$/],
  [
    'product-card',
    /\/app\/components\/(product\/ProductCard|cart\/AddToCartForm|wishlist\/WishlistHeart)\.tsx$/,
  ],
];

/** Each app module's group: the first group whose starting modules import it, directly or not. */
function groupModules(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string>): Map<string, string> {
  const ids = [...moduleIds];
  const groups = new Map<string, string>();
  for (const [name, starts] of GROUPS) {
    const stack = ids.filter((id) => starts.test(id));
    while (stack.length > 0) {
      const id = stack.pop()!;
      // Libraries stay where Rollup puts them (with the modules that import them), and so do the
      // route modules themselves (each route's entry file).
      if (groups.has(id) || id.includes('/node_modules/') || id.includes('\0')) continue;
      groups.set(id, name);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return groups;
}

/** Rollup's `output.manualChunks` for the client build. */
export function manualChunks(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let groups: Map<string, string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (FRAMEWORK.test(id)) return 'framework';
    groups ??= groupModules(getModuleInfo, getModuleIds());
    return groups.get(id);
  };
}

/**
 * Rewrites `import { X, ChevronDown } from 'lucide-react'` in the app's modules into one import per icon
 * (`lucide-react/icons/x`). Through the package's index every icon any page uses would follow a group's
 * modules into its file; per icon, a group takes only the icons its own modules show.
 */
export function lucideIconImports(): Plugin {
  let icons: Promise<Map<string, string>> | undefined;
  return {
    name: 'sakhe:lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id, options) {
      // The server build leaves lucide-react to Node (an external package): only the browser's files matter.
      if (options?.ssr || id.includes('/node_modules/') || !/\.tsx?$/.test(id.split('?')[0]!)) return null;
      if (!code.includes('lucide-react')) return null;
      icons ??= this.resolve('lucide-react', id).then(async (resolved) => {
        if (!resolved) throw new Error('lucide-react cannot be resolved');
        const { readFile } = await import('node:fs/promises');
        return iconFiles(await readFile(resolved.id, 'utf8'));
      });
      const files = await icons;
      let changed = false;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g,
        (statement, list: string) => {
          const kept: string[] = [];
          const direct: string[] = [];
          for (const specifier of list.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const match = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier);
            const file = match && files.get(match[1]!);
            if (match && file)
              direct.push(`import ${match[2] ?? match[1]} from 'lucide-react/icons/${file}';`);
            else kept.push(specifier);
          }
          if (direct.length === 0) return statement;
          changed = true;
          if (kept.length > 0) direct.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
          // The same number of lines, so positions after the import stay where they were.
          return direct.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        },
      );
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}

/** Icon names (with their aliases) and the file each lives in, from lucide-react's index module. */
export function iconFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}
