/**
 * Whether a request that changes something (any method but GET and HEAD) comes from another site,
 * and must be refused before the storefront sees it: a page elsewhere must not log a shopper out,
 * empty their cart or wish a product for them. The storefront's cookies are SameSite=Lax, which
 * keeps the login out of a cross-site POST, but the guest's cart cookie would still be replaced.
 *
 * - `Sec-Fetch-Site`, which every current browser sends and no page can forge, decides when present:
 *   only `same-origin` and `none` (the shopper's own action, e.g. a bookmark) pass; `same-site` (a
 *   sibling subdomain) and `cross-site` are refused.
 * - Else `Origin`, which browsers send with every POST (forms without JavaScript included) since
 *   2020: it must be one of the shop's own origins; `null` (a sandboxed frame, a redirect chain
 *   through another site) is refused.
 * - Neither header: no browser of this decade sends such a POST, and a script or an old browser that
 *   does carries no shopper's cookies from another site, so there is nothing to forge: it passes.
 */
export function isCrossSite(headers: CrossSiteHeaders, ownOrigins: readonly string[]): boolean {
  const site = one(headers['sec-fetch-site'])?.toLowerCase();
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = one(headers.origin);
  if (origin === undefined) return false;
  return !ownOrigins.includes(origin.toLowerCase());
}

export type CrossSiteHeaders = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `scheme://host[:port]` of a URL, lower-case, or null when it is none. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}
