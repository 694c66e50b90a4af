/**
 * Sends one request to the API inside the same process (the combined node mounts the storefront in the
 * API's Fastify app and answers through its router, even while the app closes: see `injectFetch` in
 * apps/api/src/app.ts). `path` is absolute and includes the query,
 * e.g. `/api/v2/shop/taxons/menu`; `init.headers` is a plain object.
 */
type InProcessApiFetch = (path: string, init: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    /** Present on the combined node; a web-only node has none and calls `API_URL` over HTTP. */
    apiFetch?: InProcessApiFetch;
  }
}

export {};
