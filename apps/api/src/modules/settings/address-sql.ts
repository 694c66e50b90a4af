import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import { DEFAULT_CONTACT } from './defaults';

/** The placeholder a shipping method's description may hold (the pickup method's does). */
const SHOP_ADDRESS_PLACEHOLDER = '{shopAddress}';

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A description with the shop's address in place of `{shopAddress}`, in `locale`, read in the
 * statement itself: the pickup method names the address the footer shows, from the one place an
 * owner edits it (the settings), and the cart's one-statement reads stay one statement.
 */
export const withShopAddress = (description: SQL, locale: CatalogLocale | SQL): SQL =>
  sql`replace(${description}, ${literal(SHOP_ADDRESS_PLACEHOLDER)}, coalesce(
    (select s.values->'contact'->'address'->>(${locale}::text) from shop_settings s where s.id = 1),
    case when ${locale}::text = 'en_US' then ${literal(DEFAULT_CONTACT.address.en_US)}
      else ${literal(DEFAULT_CONTACT.address.ka_GE)} end))`;
