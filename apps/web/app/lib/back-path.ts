/** `?back=` of the login page: where the customer goes once logged in (a product page they were reviewing). */
export const BACK_PARAM = 'back';

/**
 * A path on this site, or null. Anything else (another site, `//host`, a backslash some browsers read
 * as a slash, characters no Location header may carry) is no destination.
 */
export function backPath(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001F\u007F]/.test(value)) {
    return null;
  }
  return value;
}

/** The login page's address that returns to `path` afterwards. */
export const loginPathBackTo = (loginPath: string, path: string) =>
  `${loginPath}?${new URLSearchParams({ [BACK_PARAM]: path }).toString()}`;
