/**
 * How long catalog structure (listings' membership, order and counts; the taxon tree; active
 * promotions) is served from memory. The catalog changes when it is imported or edited, rarely,
 * while the menu, category listings and searches are read on nearly every page view: counting a
 * 20,000-product category or ranking a broad search costs tens of milliseconds, a hit nothing.
 * What each product shows (prices, stock, names) is always read fresh. Edits show within this time.
 */
export const CATALOG_TTL_MS = 30_000;
