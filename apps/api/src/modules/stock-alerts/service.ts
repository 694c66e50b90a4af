import { randomBytes } from 'node:crypto';
import { type CatalogLocale, type StockAlertBody, catalogLocale, checkEmail } from '@sakhe/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { identifierOf } from '../../http/hydra';
import { refuse } from '../../i18n/violations';
import { imageUrl } from '../catalog';
import { type MailTransport, stockAlertEmail } from '../mail';
import {
  type DueAlert,
  claimDueAlerts,
  deleteAlert,
  findVariant,
  findAlert,
  insertAlert,
  markAlertSent,
  releaseAlert,
} from './queries';

/**
 * Keeps a shopper's e-mail for a variant until it is in stock (issue 26, item 6). A second sign-up for
 * the same variant and e-mail adds nothing; a sign-up for a variant in stock again is kept too (the
 * next sweep mails it at once), so a shopper who asked a moment late still hears.
 */
export async function askForAlert(
  db: Database,
  input: { body: StockAlertBody; locale: CatalogLocale; customerId: number | null },
): Promise<void> {
  const { body, locale } = input;
  const issue = checkEmail(body.email);
  if (issue) {
    const params = issue.rule === 'maxLength' ? { max: issue.max } : undefined;
    refuse(locale, 'email', issue.rule, params);
  }
  const code = identifierOf(body.productVariant, 'product-variants');
  const variant = await findVariant(db, code);
  if (!variant) throw new NotFoundError('Product variant not found');
  const wanted = catalogLocale.safeParse(body.localeCode);
  await insertAlert(db, {
    variantId: variant.id,
    email: (body.email ?? '').trim(),
    localeCode: wanted.success ? wanted.data : locale,
    customerId: input.customerId,
    token: randomBytes(24).toString('base64url'),
  });
}

/** What the "forget my e-mail" page names; null once the notice is forgotten. */
export const namedAlert = (db: Database, token: string, locale: CatalogLocale) =>
  findAlert(db, token, locale);

export const forgetAlert = (db: Database, token: string) => deleteAlert(db, token);

export interface SweepDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'MEDIA_DIR'>;
  mail: MailTransport;
  /** Where a failed send is said (the app's logger). */
  log: { warn(details: object, message: string): void };
}

/** Notices claimed per sweep; more wait for the next one (a minute at most). */
const BATCH = 100;

/**
 * The `stock-alert-sweep` job: mails every waiting notice whose variant is in stock again, once each.
 * Whatever raised the stock (the back office, an import, a cancelled order giving its stock back) is
 * seen here, in the stock itself; the sweep runs every minute and whenever the catalog changes.
 * A failed send is released for the next sweep; answers how many were sent.
 */
export async function sweepStockAlerts(deps: SweepDeps): Promise<number> {
  const due = await claimDueAlerts(deps.db, BATCH);
  let sent = 0;
  for (const alert of due) {
    try {
      await mailAlert(deps, alert);
    } catch (error) {
      deps.log.warn({ err: error, stockAlert: alert.id }, 'a back-in-stock e-mail could not be sent');
      await releaseAlert(deps.db, alert.id);
      continue;
    }
    await markAlertSent(deps.db, alert.id);
    sent += 1;
  }
  return sent;
}

async function mailAlert({ config, mail }: SweepDeps, alert: DueAlert): Promise<void> {
  const locale: CatalogLocale = alert.localeCode === 'en_US' ? 'en_US' : 'ka_GE';
  const prefix = locale === 'en_US' ? '/en' : '';
  const productUrl = new URL(
    `${prefix}/shop/product/${encodeURIComponent(alert.slug)}?variant=${encodeURIComponent(alert.variantCode)}`,
    config.PUBLIC_URL,
  ).toString();
  const forgetUrl = new URL(
    `${prefix}/stock-alerts/${encodeURIComponent(alert.token)}`,
    config.PUBLIC_URL,
  ).toString();
  const { attachments, ...content } = await stockAlertEmail(
    {
      locale,
      productName: alert.productName,
      variantName: alert.variantName,
      brand: alert.brand,
      productUrl,
      forgetUrl,
      image: alert.image === null ? null : imageUrl(alert.image),
    },
    config.MEDIA_DIR,
  );
  await mail.send({ to: alert.email, ...content, attachments });
}
