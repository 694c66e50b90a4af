/**
 * The login page's address that comes back to `returnTo` (the page the shopper was on) once they
 * are logged in; the login route accepts only a path of this site there. `extra` carries what the
 * page asked for on the way (e.g. `wish`, the product whose heart a guest pressed).
 */
export const loginReturningTo = (returnTo: string, extra: Record<string, string> = {}): string =>
  `/login?${new URLSearchParams({ returnTo, ...extra }).toString()}`;
