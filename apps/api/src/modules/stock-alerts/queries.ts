import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

/** Whether a variant is in stock, as the Shop API says it (`!tracked || onHand - onHold > 0`), and sold. */
const AVAILABLE = sql`v.enabled and p.enabled and (not v.tracked or v.on_hand - v.on_hold > 0)`;

/** A claim older than this is a crashed attempt's: the next sweep takes it over. */
const CLAIM_TIMEOUT = sql`interval '10 minutes'`;

export interface VariantState {
  id: number;
  available: boolean;
}

/** The variant a code names (only of an enabled product), and whether it is in stock now. */
export async function findVariant(db: Database, code: string): Promise<VariantState | null> {
  const [row] = await selectRows<VariantState>(
    db,
    sql`select v.id, (${AVAILABLE}) as available
        from product_variants v join products p on p.id = v.product_id
        where v.code = ${code} and p.enabled and v.enabled`,
  );
  return row ?? null;
}

/** One waiting notice per variant and e-mail: a second sign-up adds nothing (and keeps the first's language). */
export async function insertAlert(
  db: Database,
  alert: { variantId: number; email: string; localeCode: string; customerId: number | null; token: string },
): Promise<void> {
  await db.execute(
    sql`insert into stock_alerts (variant_id, email, locale_code, customer_id, token)
        values (${alert.variantId}, ${alert.email}, ${alert.localeCode}, ${alert.customerId}, ${alert.token})
        on conflict (variant_id, lower(email)) where sent_at is null do nothing`,
  );
}

export interface NamedAlert {
  productName: string;
  variantName: string | null;
  variantCode: string;
}

/** A notice, sent or waiting, by its token (the e-mail's "forget my e-mail" page), named in `locale`. */
export async function findAlert(db: Database, token: string, locale: string) {
  const [row] = await selectRows<NamedAlert>(
    db,
    sql`select coalesce(pt.name, pk.name, p.code) as "productName",
          coalesce(vt.name, vk.name) as "variantName", v.code as "variantCode"
        from stock_alerts a
        join product_variants v on v.id = a.variant_id
        join products p on p.id = v.product_id
        left join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
        left join product_translations pk on pk.product_id = p.id and pk.locale = 'ka_GE'
        left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = ${locale}
        left join product_variant_translations vk on vk.variant_id = v.id and vk.locale = 'ka_GE'
        where a.token = ${token}`,
  );
  return row ?? null;
}

/** Forgets a notice and its e-mail address, sent or waiting; whether there was one. */
export async function deleteAlert(db: Database, token: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from stock_alerts where token = ${token} returning id`,
  );
  return rows.length > 0;
}

/** A claimed notice and what its e-mail says, in the notice's language. */
export interface DueAlert {
  id: number;
  email: string;
  localeCode: string;
  token: string;
  variantCode: string;
  productName: string;
  variantName: string | null;
  slug: string;
  brand: string | null;
  image: string | null;
}

/**
 * Claims up to `limit` waiting notices whose variant is in stock again (rows another node is claiming
 * are skipped) and reads what their e-mails say. The claim commits with this statement, so a crash
 * while sending leaves a claim that the next sweep after CLAIM_TIMEOUT takes over.
 */
export async function claimDueAlerts(db: Database, limit: number): Promise<DueAlert[]> {
  return selectRows<DueAlert>(
    db,
    sql`with due as (
          select a.id from stock_alerts a
          join product_variants v on v.id = a.variant_id
          join products p on p.id = v.product_id
          where a.sent_at is null
            and (a.claimed_at is null or a.claimed_at < now() at time zone 'utc' - ${CLAIM_TIMEOUT})
            and ${AVAILABLE}
          order by a.id
          limit ${limit}
          for update of a skip locked
        ), claimed as (
          update stock_alerts a set claimed_at = now() at time zone 'utc'
          from due where a.id = due.id
          returning a.id, a.email, a.locale_code, a.token, a.variant_id
        )
        select c.id, c.email, c.locale_code as "localeCode", c.token, v.code as "variantCode",
          coalesce(pt.name, pk.name, p.code) as "productName",
          coalesce(vt.name, vk.name) as "variantName",
          coalesce(pt.slug, pk.slug) as slug,
          (select coalesce(tt.name, tk.name) from product_taxons x
            join taxons t on t.id = x.taxon_id and t.brand_taxon
            left join taxon_translations tt on tt.taxon_id = t.id and tt.locale = c.locale_code
            left join taxon_translations tk on tk.taxon_id = t.id and tk.locale = 'ka_GE'
            where x.product_id = p.id order by x.position limit 1) as brand,
          (select i.path from product_images i where i.product_id = p.id and i.type is null
            and (i.locale is null or i.locale = c.locale_code)
            order by i.position, i.id limit 1) as image
        from claimed c
        join product_variants v on v.id = c.variant_id
        join products p on p.id = v.product_id
        left join product_translations pt on pt.product_id = p.id and pt.locale = c.locale_code
        left join product_translations pk on pk.product_id = p.id and pk.locale = 'ka_GE'
        left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = c.locale_code
        left join product_variant_translations vk on vk.variant_id = v.id and vk.locale = 'ka_GE'
        order by c.id`,
  );
}

export async function markAlertSent(db: Database, id: number): Promise<void> {
  await db.execute(sql`update stock_alerts set sent_at = now() at time zone 'utc' where id = ${id}`);
}

/** A send that failed: the next sweep tries again. */
export async function releaseAlert(db: Database, id: number): Promise<void> {
  await db.execute(sql`update stock_alerts set claimed_at = null where id = ${id} and sent_at is null`);
}
