CREATE TABLE "catalog_promotion_prices" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priced_catalog_promotions" (
	"promotion_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "replied_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "catalog_promotion_prices" ADD CONSTRAINT "catalog_promotion_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_prices" ADD CONSTRAINT "catalog_promotion_prices_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priced_catalog_promotions" ADD CONSTRAINT "priced_catalog_promotions_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_promotion_prices_promotion_idx" ON "catalog_promotion_prices" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","created_at");