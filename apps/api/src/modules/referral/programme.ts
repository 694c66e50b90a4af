/**
 * The referral programme's two promotions. What each coupon gives and asks for is the promotion's
 * actions and rules (seeded in seed/commerce.ts, changed in the database); disabling or ending a
 * promotion pauses that half of the programme. Only the coupons' lifetime lives here.
 */
export const WELCOME = { promotion: 'referral_welcome', prefix: 'WELCOME', validDays: 30 } as const;
export const REWARD = { promotion: 'referral_reward', prefix: 'THANKS', validDays: 90 } as const;

export type ProgrammeCoupon = typeof WELCOME | typeof REWARD;

/**
 * An e-mail address as one mailbox: case, `+tags` and Gmail's dots make no difference, so a
 * customer cannot invite themselves under a variant of their own address.
 */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
