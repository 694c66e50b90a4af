import type { CustomerCoupon, HydraCollection, Referral, ReferralProgram } from '@sakhe/contract';
import type { AccountRequest } from '../account/account.server';
import { apiFetch } from '../http/api.server';
import { shopRequest } from '../cart/cart-api.server';
import { currentCustomerId } from '../http/session.server';

/** The referral page's data: the programme, the invited friends, the customer's coupons. */
export async function loadReferralPage({ context, locale, request }: AccountRequest, id: number) {
  const signal = request.signal;
  const [programme, friends, coupons] = await Promise.all([
    apiFetch<ReferralProgram>(context, `customers/${id}/referral`, { locale, signal }),
    apiFetch<HydraCollection<Referral>>(context, `customers/${id}/referrals?itemsPerPage=100`, {
      locale,
      signal,
    }),
    apiFetch<HydraCollection<CustomerCoupon>>(context, `customers/${id}/coupons`, { locale, signal }),
  ]);
  return {
    programme,
    friends: friends['hydra:member'],
    friendsTotal: friends['hydra:totalItems'],
    coupons: coupons['hydra:member'],
  };
}

/** The logged-in customer's usable personal coupons (none for a guest, or when the API cannot say). */
export async function loadOwnCoupons({
  context,
  locale,
  request,
}: AccountRequest): Promise<CustomerCoupon[]> {
  const id = await currentCustomerId(context, request);
  if (id === null) return [];
  const result = await shopRequest<HydraCollection<CustomerCoupon>>(context, `customers/${id}/coupons`, {
    locale,
    signal: request.signal,
  }).catch(() => null);
  return result?.ok ? result.body['hydra:member'] : [];
}
