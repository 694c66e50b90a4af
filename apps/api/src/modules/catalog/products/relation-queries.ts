import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { selectRows } from '../../../db/sql';
import type { OptionValueRow } from './queries';

const VALUE_COLUMNS = sql`ov.code, ov.position, ov.colour, ov.swatch_path as "swatchPath",
  coalesce((select json_agg(json_build_object('locale', t.locale, 'value', t.value))
    from product_option_value_translations t where t.value_id = ov.id), '[]') as translations,
  json_build_object('code', o.code) as option`;

export interface OptionRow {
  id: number;
  code: string;
  position: number;
  translations: Array<{ locale: string; name: string }>;
  values: string[];
}

export async function findOption(db: Queryable, code: string): Promise<OptionRow | undefined> {
  const [row] = await selectRows<OptionRow>(
    db,
    sql`select o.id, o.code, o.position,
        coalesce((select json_agg(json_build_object('locale', t.locale, 'name', t.name))
          from product_option_translations t where t.option_id = o.id), '[]') as translations,
        coalesce((select json_agg(ov.code order by ov.position, ov.id) from product_option_values ov
          where ov.option_id = o.id), '[]') as values
      from product_options o where o.code = ${code}`,
  );
  return row;
}

export async function findOptionValue(
  db: Queryable,
  code: string,
): Promise<(Omit<OptionValueRow, 'option'> & { option: { code: string } }) | undefined> {
  const [row] = await selectRows<Omit<OptionValueRow, 'option'> & { option: { code: string } }>(
    db,
    sql`select ${VALUE_COLUMNS} from product_option_values ov join product_options o on o.id = ov.option_id
      where ov.code = ${code}`,
  );
  return row;
}

export interface AssociationTypeRow {
  id: number;
  code: string;
  translations: Array<{ locale: string; name: string }>;
}

const TYPE_TRANSLATIONS = sql`coalesce((select json_agg(json_build_object('locale', tt.locale, 'name', tt.name))
  from product_association_type_translations tt where tt.type_id = t.id), '[]')`;

export async function findAssociationType(
  db: Queryable,
  code: string,
): Promise<AssociationTypeRow | undefined> {
  const [row] = await selectRows<AssociationTypeRow>(
    db,
    sql`select t.id, t.code, ${TYPE_TRANSLATIONS} as translations
      from product_association_types t where t.code = ${code}`,
  );
  return row;
}

export interface AssociationRow {
  id: number;
  ownerCode: string;
  type: AssociationTypeRow;
  /** Codes of the enabled associated products, by position. */
  products: string[];
}

/** An association of an enabled product, with its enabled associated products. */
export async function findAssociation(db: Queryable, id: number): Promise<AssociationRow | undefined> {
  const [row] = await selectRows<AssociationRow>(
    db,
    sql`select a.id, p.code as "ownerCode",
        json_build_object('id', t.id, 'code', t.code, 'translations', ${TYPE_TRANSLATIONS}) as type,
        coalesce((select json_agg(o.code order by ap.position, o.id) from product_association_products ap
          join products o on o.id = ap.product_id and o.enabled where ap.association_id = a.id), '[]') as products
      from product_associations a join products p on p.id = a.product_id and p.enabled
      join product_association_types t on t.id = a.type_id
      where a.id = ${id}`,
  );
  return row;
}
