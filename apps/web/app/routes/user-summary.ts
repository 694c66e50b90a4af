import { accountHeaders, loadCustomer } from '../lib/account/account.server';
import { currentCustomerId } from '../lib/http/session.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/user-summary';

/**
 * `GET /user/summary`: the header's user area (first name, orders count) as JSON, asked by the browser
 * after hydration, so the pages themselves stay the same for everyone (a CDN may keep them).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const id = await currentCustomerId(context, request);
  const customer = id === null ? null : await loadCustomer(input, id);
  const body =
    customer?.ok === true
      ? { loggedIn: true, firstName: customer.data.firstName ?? '', ordersCount: customer.data.ordersCount }
      : { loggedIn: false };
  const headers = await accountHeaders(input, { Vary: 'Cookie' });
  return Response.json(body, { headers });
}
