import {
  customerCouponCollectionSchema,
  referralCollectionSchema,
  referralProgramSchema,
  type CustomerCoupon,
} from '@sakhe/contract';
import type { AccountRequest } from '../account/account.server';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { currentCustomerId } from '../http/session.server';

/** The referral page's data: the programme, the invited friends, the customer's coupons. */
export async function loadReferralPage({ context, locale, request }: AccountRequest, id: number) {
  const api = shopApi(context, locale, { signal: request.signal });
  const [programme, friends, coupons] = await Promise.all([
    api.get(`customers/${id}/referral`, referralProgramSchema).then(orThrow),
    api.get(shopPaths.customerReferrals(id, { itemsPerPage: 100 }), referralCollectionSchema).then(orThrow),
    api.get(`customers/${id}/coupons`, customerCouponCollectionSchema).then(orThrow),
  ]);
  return {
    programme,
    friends: friends['hydra:member'],
    friendsTotal: friends['hydra:totalItems'],
    coupons: coupons['hydra:member'],
  };
}

/**
 * The logged-in customer's usable personal coupons, offered beside the promo code field: none for a
 * guest, or when the API cannot say (the client logs its failures; the cart page shows without them).
 */
export async function loadOwnCoupons({
  context,
  locale,
  request,
}: AccountRequest): Promise<CustomerCoupon[]> {
  const id = await currentCustomerId(context, request);
  if (id === null) return [];
  const coupons = await shopApi(context, locale, { signal: request.signal }).get(
    `customers/${id}/coupons`,
    customerCouponCollectionSchema,
  );
  return coupons.ok ? coupons.data['hydra:member'] : [];
}
