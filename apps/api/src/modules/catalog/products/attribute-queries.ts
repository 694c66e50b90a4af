import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { selectRows } from '../../../db/sql';

/** A product attribute with its names and choices: a dozen rows that every product page refers to. */
export interface AttributeRow {
  id: number;
  code: string;
  type: string;
  position: number;
  filterable: boolean;
  choices: Array<{ code: string; names: Record<string, string> }>;
  translations: Array<{ locale: string; name: string }>;
}

export interface AttributeValueRow {
  id: number;
  attributeId: number;
  locale: string | null;
  choice: string | null;
  text: string | null;
}

export function loadAttributes(db: Queryable): Promise<AttributeRow[]> {
  return selectRows<AttributeRow>(
    db,
    sql`select a.id, a.code, a.type, a.position, a.filterable, a.choices,
        coalesce((select json_agg(json_build_object('locale', at.locale, 'name', at.name))
          from product_attribute_translations at where at.attribute_id = a.id), '[]') as translations
      from product_attributes a order by a.position, a.id`,
  );
}

/** The values of an enabled product's attributes; undefined when there is no such product. */
export async function findAttributeValues(
  db: Queryable,
  productCode: string,
): Promise<AttributeValueRow[] | undefined> {
  const rows = await selectRows<AttributeValueRow & { productId: number }>(
    db,
    sql`select p.id as "productId", v.id, v.attribute_id as "attributeId", v.locale, v.choice, v.text
      from products p left join product_attribute_values v on v.product_id = p.id
      where p.code = ${productCode} and p.enabled
      order by v.attribute_id, v.position, v.id`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((row) => row.id !== null);
}

/** Search synonyms: each folded term with the folded terms of its group (itself included). */
export async function loadSynonyms(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await selectRows<{ key: string; group: string[] }>(
    db,
    sql`select s.search_key as key, array_agg(distinct o.search_key) as "group"
      from search_synonyms s join search_synonyms o on o.group_code = s.group_code
      group by s.search_key`,
  );
  return new Map(rows.map((row) => [row.key, row.group]));
}
