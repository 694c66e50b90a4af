import type { Referral, ReferralStatus } from '@sakhe/contract';
import { Gift } from 'lucide-react';
import { dateOf } from '../../lib/referral/referral';
import { useT } from '../../lib/i18n/i18n';

const BADGE: Record<ReferralStatus, string> = {
  registered: 'bg-surface-sunken text-ink',
  ordered: 'bg-accent-soft text-accent-strong',
  rewarded: 'bg-accent text-white',
};

/** The friends who registered with the customer's link: status, dates and the reward each earned. */
export function FriendList({ friends, total }: { friends: Referral[]; total: number }) {
  const t = useT();
  return (
    <section aria-labelledby="referral-friends" className="grid gap-3">
      <h2 id="referral-friends" className="text-lg font-semibold text-ink">
        {t('referral.friendsHeading')} ({total})
      </h2>
      {friends.length === 0 ? (
        <p className="text-ink-muted">{t('referral.friendsEmpty')}</p>
      ) : (
        <ul className="grid gap-3">
          {friends.map((friend) => (
            <li
              key={friend.id}
              className="rounded-xl border border-line p-4"
              data-referral-status={friend.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-medium text-ink">{friend.firstName ?? t('referral.friendUnnamed')}</p>
                <span className={`rounded-full px-3 py-1 text-xs font-medium ${BADGE[friend.status]}`}>
                  {t(`referral.status.${friend.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {[
                  t('referral.joined', { date: dateOf(friend.registeredAt) }),
                  friend.orderedAt && t('referral.orderedOn', { date: dateOf(friend.orderedAt) }),
                  friend.rewardedAt && t('referral.rewardedOn', { date: dateOf(friend.rewardedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {friend.rewardCouponCode && (
                <p className="mt-2 flex items-center gap-2 text-sm text-accent">
                  <Gift aria-hidden="true" className="size-4" />
                  {t('referral.rewardCoupon', { code: friend.rewardCouponCode })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
