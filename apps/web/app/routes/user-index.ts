import { accountRedirect, requireCustomer } from '../lib/account/account.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/user-index';

/** `/user` opens the profile. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireCustomer(input);
  return accountRedirect(input, '/user/profile');
}
