import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type RewardRules, grantDueRewards } from './service';

export const rewardRules = (config: Config): RewardRules => ({
  returnDays: config.REFERRAL_RETURN_DAYS,
  minimumItemsTotal: config.REFERRAL_MIN_ORDER_TOTAL,
  perMonth: config.REFERRAL_REWARDS_PER_MONTH,
});

/**
 * Grants the referral rewards that came due, hourly, as a scheduled job (pg-boss) that one node
 * runs, as the guest-cart sweep (cart/expiry.ts); were two to meet, each reward is still granted once
 * (grantDueRewards says how). A failed sweep is logged; the next hour's tries again.
 */
export function sweepReferralRewards(app: FastifyInstance, db: Database, config: Config): void {
  const rules = rewardRules(config);
  app.jobs.work(
    'referral-reward-sweep',
    async () => {
      const granted = await grantDueRewards(db, rules, new Date());
      if (granted > 0) app.log.info({ granted }, 'granted %d referral rewards', granted);
    },
    { retryLimit: 0, expireInSeconds: 30 * 60 },
  );
  app.jobs.schedule('referral-reward-sweep', '37 * * * *');
}
