import {
  type CatalogLocale,
  type CustomerCoupon,
  normalizeReferralCode,
  type Referral,
  type ReferralOffer,
  type ReferralProgram,
} from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { context, iri, parseId } from '../../http/hydra';
import { personalCoupons, randomCode, runningPromotion } from '../promotions';
import { type ProgrammeCoupon, REWARD, WELCOME } from './programme';
import { presentCoupon, presentOffer, presentReferral } from './present';
import { countReferrals, findCodeOfCustomer, insertCode, listReferrals } from './queries';
import { findReferrer } from './service';

/** What the customer's referral page reads: `GET customers/{id}/referral|referrals|coupons`, `GET referral-codes/{code}`. */

/** The id in the path must be the asking customer's own; anyone else's is not found. */
function ownId(pathId: string, customerId: number): number {
  if (parseId(pathId) !== customerId) throw new NotFoundError();
  return customerId;
}

/** 8 characters of 32: about 10¹² codes, short enough to read out, too many to guess. */
const CODE_LENGTH = 8;

/** The customer's code, made on first use; concurrent first uses agree on one. */
async function ensureCode(db: Queryable, customerId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = await findCodeOfCustomer(db, customerId);
    if (code) return code;
    await insertCode(db, customerId, randomCode(CODE_LENGTH));
  }
  throw new Error(`Could not make a referral code for customer ${customerId}`);
}

/** `${PUBLIC_URL}/?ref=CODE`, and under /en for English. */
function referralLinks(publicUrl: string, code: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const ref = `?ref=${encodeURIComponent(code)}`;
  return { ka_GE: `${base}/${ref}`, en_US: `${base}/en/${ref}` };
}

async function offer(
  db: Queryable,
  kind: ProgrammeCoupon,
  locale: CatalogLocale,
): Promise<ReferralOffer | null> {
  const promotion = await runningPromotion(db, kind.promotion, locale, new Date());
  return promotion ? { ...presentOffer(promotion.definition), validDays: kind.validDays } : null;
}

export async function showProgram(
  db: Database,
  pathId: string,
  customerId: number,
  options: { publicUrl: string; locale: CatalogLocale },
): Promise<ReferralProgram> {
  const id = ownId(pathId, customerId);
  const code = await ensureCode(db, id);
  const links = referralLinks(options.publicUrl, code);
  const counts = await countReferrals(db, id);
  return {
    '@context': context('ReferralProgram'),
    '@id': `${iri('customers', id)}/referral`,
    '@type': 'ReferralProgram',
    code,
    link: links[options.locale],
    links,
    invitedCount: counts.invited,
    orderedCount: counts.ordered,
    rewardedCount: counts.rewarded,
    welcome: await offer(db, WELCOME, options.locale),
    reward: await offer(db, REWARD, options.locale),
  };
}

export async function listFriends(
  db: Database,
  pathId: string,
  customerId: number,
  page: { page: number; itemsPerPage: number },
): Promise<{ members: Referral[]; totalItems: number }> {
  const id = ownId(pathId, customerId);
  const [rows, counts] = await Promise.all([
    listReferrals(db, id, { offset: (page.page - 1) * page.itemsPerPage, limit: page.itemsPerPage }),
    countReferrals(db, id),
  ]);
  return { members: rows.map(presentReferral), totalItems: counts.invited };
}

export async function listCoupons(
  db: Database,
  pathId: string,
  customerId: number,
  locale: CatalogLocale,
): Promise<CustomerCoupon[]> {
  const id = ownId(pathId, customerId);
  return (await personalCoupons(db, id, locale, new Date())).map(presentCoupon);
}

/** A code someone may invite with (the storefront checks `?ref=` before keeping it). */
export async function showCode(db: Database, code: string) {
  const owner = await findReferrer(db, code);
  if (!owner) throw new NotFoundError();
  const normalized = normalizeReferralCode(code);
  return {
    '@context': context('ReferralCode'),
    '@id': iri('referral-codes', normalized),
    '@type': 'ReferralCode' as const,
    code: normalized,
  };
}
