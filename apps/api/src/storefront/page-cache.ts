import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/**
 * The storefront's shared page cache (docs/decisions/0014-page-cache.md): catalog pages, the same for
 * every shopper, kept compressed (brotli and gzip, ready to send) in this node's memory, bounded by size.
 * A page is fresh for `freshMs`; then, for `staleMs` more, it is still served while one request renders
 * it again. A change of the catalog, the content or the settings (the change feed) makes every page
 * out of date at once: the next request for it waits for a new render (one per page, however many ask),
 * and gets the old page only if that render fails.
 */

/** A page as the storefront rendered it. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A page the cache keeps: its headers and its body in both encodings browsers take. */
export interface CachedPage {
  /** The rendered page's own headers (type, Content-Security-Policy, Cache-Control), cookies never. */
  headers: [string, string][];
  br: Buffer;
  gzip: Buffer;
  /** Names this render (weak: one page, two encodings). */
  etag: string;
  renderedAt: number;
  /** The cache's generation when its render began: an older one is out of date. */
  generation: number;
}

interface PageCacheOptions {
  /** What the cache may hold, compressed bodies and keys counted; 0 turns it off. */
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /** Called when a render the shopper does not wait for (a stale page's) fails. */
  onBackgroundError: (error: unknown, key: string) => void;
  now?: () => number;
}

/** How a page was answered, for the X-Page-Cache header and the tests. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Headers of a rendered page that describe one response, not the page. */
const RESPONSE_ONLY = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
]);

/**
 * Whether a rendered page is the same for everyone and may be kept: found (200), HTML, setting no
 * cookie, and not declared personal by its route.
 */
function isStorable(page: RenderedPage): boolean {
  const cacheControl = page.headers.get('cache-control') ?? '';
  return (
    page.status === 200 &&
    !page.headers.has('set-cookie') &&
    (page.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  );
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly rendering = new Map<string, Promise<CachedPage | RenderedPage>>();
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(options.maxBytes, 1),
      // A page larger than a tenth of the cache would push out many others: it is served, not kept.
      maxEntrySize: Math.max(Math.floor(options.maxBytes / 10), 1),
      sizeCalculation: (page, key) =>
        page.br.length +
        page.gzip.length +
        key.length * 2 +
        page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 64),
    });
  }

  /** Everything kept is out of date: the next request for each page renders it again. */
  invalidate(): void {
    this.currentGeneration += 1;
  }

  /** Changes with every invalidation; renders carry it so the storefront's own short-lived caches follow. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The bytes the cache holds now (compressed bodies, keys, headers). */
  get size(): number {
    return this.entries.calculatedSize;
  }

  /**
   * The page for a key, and how it was found: kept and fresh (hit); kept, past its fresh time and
   * served while one render replaces it (stale); or rendered now (miss), by one render for everyone
   * asking at the same time. A render that is not storable (a 404, a redirect, a cookie) is answered
   * as it came and not kept.
   */
  async page(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: CachedPage | RenderedPage; outcome: CacheOutcome }> {
    const kept = this.entries.get(key);
    const now = this.now();
    if (kept && kept.generation === this.currentGeneration) {
      const age = now - kept.renderedAt;
      if (age < this.options.freshMs) return { page: kept, outcome: 'hit' };
      if (age < this.options.freshMs + this.options.staleMs) {
        this.refresh(key, render).catch((error: unknown) => this.options.onBackgroundError(error, key));
        return { page: kept, outcome: 'stale' };
      }
    }
    try {
      return { page: await this.refresh(key, render), outcome: 'miss' };
    } catch (error) {
      // Out of date beats an error page; the failure is the caller's to log.
      if (kept) return { page: kept, outcome: 'stale' };
      throw error;
    }
  }

  private refresh(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    let running = this.rendering.get(key);
    if (!running) {
      const generation = this.currentGeneration;
      running = render()
        .then<CachedPage | RenderedPage>((page) =>
          isStorable(page) ? this.store(key, page, generation) : page,
        )
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, running);
    }
    return running;
  }

  private async store(key: string, page: RenderedPage, generation: number): Promise<CachedPage> {
    const [br, gzipped] = await Promise.all([
      compressBrotli(page.body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // Compressed once per render, sent many times: stronger than per-response compression.
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      }),
      compressGzip(page.body, { level: 6 }),
    ]);
    const headers: [string, string][] = [];
    page.headers.forEach((value, name) => {
      if (!RESPONSE_ONLY.has(name)) headers.push([name, value]);
    });
    const cached: CachedPage = {
      headers,
      br,
      gzip: gzipped,
      etag: `W/"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
      renderedAt: this.now(),
      generation,
    };
    if (this.options.maxBytes > 0) this.entries.set(key, cached);
    return cached;
  }
}

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}

/**
 * Accept-Encoding read as the catalog's response cache reads it (@fastify/accept-negotiator: q-values
 * honoured, brotli first among equals). Browsers send a handful of different headers; each is read once.
 */
const encodings = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/** The encoding to send a kept page in: brotli, else gzip, else none (decompressed for that response). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return acceptEncoding ? encodings.negotiate(acceptEncoding.toLowerCase()) : null;
}

/** Whether the browser's copy (If-None-Match) is this render. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
