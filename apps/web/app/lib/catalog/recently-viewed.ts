/**
 * The products this browser looked at last (issue 26, item 9), newest first: codes only, kept in
 * localStorage, so nothing about them leaves the browser until it asks for their cards.
 */
const KEY = 'sakhe.recently-viewed';
export const RECENTLY_VIEWED_MAX = 12;

export function readRecentlyViewed(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((code): code is string => typeof code === 'string').slice(0, RECENTLY_VIEWED_MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberViewed(storage: Pick<Storage, 'getItem' | 'setItem'>, code: string): void {
  const codes = [code, ...readRecentlyViewed(storage).filter((seen) => seen !== code)];
  try {
    storage.setItem(KEY, JSON.stringify(codes.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // A full or forbidden storage (private mode) only means no history.
  }
}

/** The storefront's JSON of their cards: `/products/recent?code=A&code=B` (in the page's language). */
export const RECENT_PRODUCTS_PATH = '/products/recent';
