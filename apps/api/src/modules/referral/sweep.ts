import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type RewardRules, grantDueRewards } from './service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

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
  const sweep = async () => {
    try {
      const granted = await grantDueRewards(db, rules, new Date());
      if (granted > 0) app.log.info({ granted }, 'granted %d referral rewards', granted);
    } catch (error) {
      app.log.warn({ err: error }, 'granting referral rewards failed; the next sweep tries again');
    }
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref(), setInterval(sweep, SWEEP_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
