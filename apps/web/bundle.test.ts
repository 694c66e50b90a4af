import { createRequire } from 'node:module';
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { iconFiles, lucideIconImports, manualChunks } from './bundle';

const INDEX = `import * as index from './icons/index.mjs';
export { index as icons };
export { default as CircleCheck, default as CheckCircle, default as LucideCircleCheck } from './icons/circle-check.mjs';
export { default as X, default as XIcon } from './icons/x.mjs';
export { LucideProvider, useLucideContext } from './context.mjs';
`;

/** The plugin's transform, reading lucide-react's index where it is installed. */
async function transform(code: string, { id = '/w/app/components/A.tsx', ssr = false } = {}) {
  const hook = lucideIconImports().transform as (
    this: unknown,
    code: string,
    id: string,
    options?: { ssr?: boolean },
  ) => Promise<{ code: string } | null>;
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  return hook.call({ resolve: async () => ({ id: index }) }, code, id, { ssr });
}

describe('lucide icon imports', () => {
  it('names every icon and alias with the file it lives in', () => {
    expect(iconFiles(INDEX)).toEqual(
      new Map([
        ['CircleCheck', 'circle-check'],
        ['CheckCircle', 'circle-check'],
        ['LucideCircleCheck', 'circle-check'],
        ['X', 'x'],
        ['XIcon', 'x'],
      ]),
    );
  });

  it("import each icon of an app module from the icon's own file", async () => {
    const result = await transform(
      "import { ChevronDown, X as Close } from 'lucide-react';\nimport { useState } from 'react';\n",
    );
    expect(result?.code).toBe(
      "import ChevronDown from 'lucide-react/icons/chevron-down'; import Close from 'lucide-react/icons/x';\nimport { useState } from 'react';\n",
    );
  });

  it('keep what is not an icon, and the lines of a long import (const stays on line 6)', async () => {
    const result = await transform(
      "import {\n  Search,\n  type LucideIcon,\n  createLucideIcon,\n} from 'lucide-react';\nconst a = 1;\n",
    );
    expect(result?.code).toBe(
      "import Search from 'lucide-react/icons/search'; import { type LucideIcon, createLucideIcon } from 'lucide-react';\n\n\n\n\nconst a = 1;\n",
    );
  });

  it("leave the server build and the libraries' own modules alone", async () => {
    const code = "import { X } from 'lucide-react';\n";
    expect(await transform(code, { ssr: true })).toBeNull();
    expect(await transform(code, { id: '/w/node_modules/some-lib/index.tsx' })).toBeNull();
  });
});

describe('manual chunks', () => {
  const graph: Record<string, string[]> = {
    '/w/app/root.tsx': ['/w/app/components/layout/PageShell.tsx', '/w/node_modules/react/index.js'],
    '/w/app/routes/layout.tsx': ['/w/app/components/layout/PageShell.tsx'],
    '/w/app/components/layout/PageShell.tsx': ['/w/app/lib/locale.ts', '/w/node_modules/lucide-react/x.mjs'],
    '/w/app/lib/locale.ts': [],
    '/w/app/routes/home.tsx': [
      '/w/app/components/home/Carousel.tsx',
      '/w/app/components/product/ProductCard.tsx',
    ],
    '/w/app/components/home/Carousel.tsx': [],
    '/w/app/components/product/ProductCard.tsx': ['/w/app/lib/locale.ts', '/w/app/lib/product.ts'],
    '/w/app/lib/product.ts': [],
    '/w/node_modules/react/index.js': [],
    '/w/node_modules/react-router/dist/index.mjs': [],
    '/w/node_modules/lucide-react/x.mjs': [],
  };
  const getModuleInfo = ((id: string) =>
    ({ importedIds: graph[id] ?? [] }) as unknown as ModuleInfo) as GetModuleInfo;
  const chunkOf = (id: string, chunks = manualChunks()) =>
    chunks(id, { getModuleInfo, getModuleIds: () => Object.keys(graph)[Symbol.iterator]() } as never);

  it('puts React, the router and i18next in one framework file', () => {
    expect(chunkOf('/w/node_modules/react/index.js')).toBe('framework');
    expect(chunkOf('/w/node_modules/react-router/dist/index.mjs')).toBe('framework');
  });

  it('puts what the root and the layout import in the shell, shared modules included', () => {
    const chunks = manualChunks();
    expect(chunkOf('/w/app/components/layout/PageShell.tsx', chunks)).toBe('shell');
    expect(chunkOf('/w/app/lib/locale.ts', chunks)).toBe('shell');
    expect(chunkOf('/w/app/root.tsx', chunks)).toBe('shell');
  });

  it("groups the product card with what it alone imports, and leaves a route's own modules to Rollup", () => {
    const chunks = manualChunks();
    expect(chunkOf('/w/app/components/product/ProductCard.tsx', chunks)).toBe('product-card');
    expect(chunkOf('/w/app/lib/product.ts', chunks)).toBe('product-card');
    expect(chunkOf('/w/app/components/home/Carousel.tsx', chunks)).toBeUndefined();
    expect(chunkOf('/w/node_modules/lucide-react/x.mjs', chunks)).toBeUndefined();
  });
});
