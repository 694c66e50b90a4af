import { logOut } from '../lib/account/account.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/logout';

/** POST /logout: ends the login and the cart, then home (SPEC §4). */
export async function action({ params, context, request }: Route.ActionArgs) {
  return logOut({ context, request, locale: requireLocale(params.lang) });
}
