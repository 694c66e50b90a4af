-- The back office's product list (docs/decisions/0021) picks a page either by walking the sort's
-- index and testing each product, or by collecting a small set of products and sorting it. These
-- indexes serve both from the index alone: price then id and a language's name then product (the
-- sorts with their tie-breaks), a category's products, and the variants running low (1 to 5 left:
-- LOW_STOCK in the contract) or that can be bought (probed per product by the stock filters).
DROP INDEX "product_translations_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "product_taxons_taxon_product_idx" ON "product_taxons" USING btree ("taxon_id","product_id");--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."enabled" and "product_variants"."tracked" and "product_variants"."on_hand" - "product_variants"."on_hold" between 1 and 5;--> statement-breakpoint
CREATE INDEX "product_variants_sellable_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."enabled" and (not "product_variants"."tracked" or "product_variants"."on_hand" - "product_variants"."on_hold" > 0);--> statement-breakpoint
CREATE INDEX "product_translations_name_idx" ON "product_translations" USING btree ("locale","name","product_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");