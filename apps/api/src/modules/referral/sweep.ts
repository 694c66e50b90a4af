import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sweepHourly } from '../../http/hourly-sweep';
import { type RewardRules, grantDueRewards } from './service';

export const rewardRules = (config: Config): RewardRules => ({
  returnDays: config.REFERRAL_RETURN_DAYS,
  minimumItemsTotal: config.REFERRAL_MIN_ORDER_TOTAL,
  perMonth: config.REFERRAL_REWARDS_PER_MONTH,
});

/**
 * Grants the referral rewards that came due a minute after start and then hourly, on every API
 * node, as the guest-cart sweep does (cart/expiry.ts): nodes sweeping at once grant each reward
 * once (grantDueRewards says how).
 */
export function sweepReferralRewards(app: FastifyInstance, db: Database, config: Config): void {
  const rules = rewardRules(config);
  sweepHourly(app, 'granting referral rewards', async () => {
    const granted = await grantDueRewards(db, rules, new Date());
    if (granted > 0) app.log.info({ granted }, 'granted %d referral rewards', granted);
  });
}
