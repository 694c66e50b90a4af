-- The back office searches products by part of a name in either language. Matching in
-- product_translations rechecked every trigram hit in that wide table (descriptions included):
-- a word that ~16,000 of 100,000 products share read ~12,000 pages. products.search_key holds the
-- names' keys, one per line (keys never hold a line break, so no pattern matches across two),
-- and product_translations keeps it: every writer of names (the back office, imports, the seed)
-- goes through that table.
ALTER TABLE "products" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "search_key" = k.keys
  FROM (SELECT product_id, string_agg(search_key, E'\n' ORDER BY locale) AS keys
        FROM product_translations GROUP BY product_id) k
  WHERE k.product_id = p.id;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- Statement-level, with the changed rows as a table: a bulk import of 100,000 products updates each
-- product once, not once per translation row.
CREATE FUNCTION product_search_key_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_key = coalesce(
    (SELECT string_agg(t.search_key, E'\n' ORDER BY t.locale) FROM product_translations t WHERE t.product_id = p.id), '')
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_key_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_search_key_refresh();--> statement-breakpoint
CREATE TRIGGER product_translations_search_key_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_search_key_refresh();--> statement-breakpoint
CREATE TRIGGER product_translations_search_key_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_search_key_refresh();
