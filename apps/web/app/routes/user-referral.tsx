import { data } from 'react-router';
import { CouponList } from '../components/referral/CouponList';
import { FriendList } from '../components/referral/FriendList';
import { HowItWorks } from '../components/referral/HowItWorks';
import { ReferralLink } from '../components/referral/ReferralLink';
import { accountHeaders, requireCustomer } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { offerText } from '../lib/referral/referral';
import { loadReferralPage } from '../lib/referral/referral.server';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/user-referral';
import { useT } from '../lib/i18n/i18n';

/** Invite a friend (SPEC §2 /user/referral): the link to share, how it works, friends and coupons. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const id = await requireCustomer(input);
  const page = await loadReferralPage(input, id);
  return data(page, { headers: await accountHeaders(input) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserReferral({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { programme, friends, friendsTotal, coupons } = loaderData;
  const welcome = offerText(t, programme.welcome, locale);
  const reward = offerText(t, programme.reward, locale);
  const stats = [
    ['invited', programme.invitedCount],
    ['ordered', programme.orderedCount],
    ['rewarded', programme.rewardedCount],
  ] as const;
  return (
    <div className="grid gap-10">
      <title>{t('account.title.referral')}</title>
      <section aria-labelledby="referral-heading" className="grid gap-5">
        <div className="grid gap-2">
          <h1 id="referral-heading" className="text-2xl font-semibold text-ink">
            {t('account.title.referral')}
          </h1>
          <p className="max-w-2xl text-ink-muted">{t('referral.intro', { welcome, reward })}</p>
        </div>
        <div className="rounded-2xl border border-line bg-surface-raised p-5">
          <ReferralLink
            link={programme.link}
            code={programme.code}
            message={t('referral.message', { welcome })}
            subject={t('referral.emailSubject')}
          />
        </div>
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(([key, value]) => (
            <div key={key} className="rounded-xl bg-surface-sunken p-3 text-center">
              <dt className="text-xs text-ink-muted">{t(`referral.stats.${key}`)}</dt>
              <dd className="text-xl font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <HowItWorks welcome={welcome} reward={reward} />
      <FriendList friends={friends} total={friendsTotal} />
      <CouponList coupons={coupons} />
    </div>
  );
}
