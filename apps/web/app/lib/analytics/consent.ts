/**
 * The visitor's cookie consent, remembered in local storage (SPEC §1). Reading is defensive: storage may
 * be missing (server render), blocked (privacy mode) or hold anything.
 */

export const CONSENT_STORAGE_KEY = 'sakhe.cookie-consent';
const ACCEPTED = 'accepted';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage, or null where there is none or it is blocked. */
function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasConsent(storage: ConsentStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(CONSENT_STORAGE_KEY) === ACCEPTED;
  } catch {
    return false;
  }
}

/** Remembers the acceptance; false when storage refused it (the popup then only closes for this page view). */
export function rememberConsent(storage: ConsentStorage | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, ACCEPTED);
    return true;
  } catch {
    return false;
  }
}
