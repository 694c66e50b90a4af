CREATE TABLE "channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"default_locale" varchar(12) NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"menu_taxon_code" varchar(128) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	CONSTRAINT "channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "country_translations_country_id_locale_pk" PRIMARY KEY("country_id","locale")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(3) NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(12) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locales_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "province_translations" (
	"province_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "province_translations_province_id_locale_pk" PRIMARY KEY("province_id","locale")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provinces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"country_id" integer NOT NULL,
	"region" varchar(16),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "catalog_promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_taxons" (
	"promotion_id" integer NOT NULL,
	"taxon_id" integer NOT NULL,
	CONSTRAINT "catalog_promotion_taxons_promotion_id_taxon_id_pk" PRIMARY KEY("promotion_id","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_translations" (
	"promotion_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"label" text NOT NULL,
	"description" text,
	CONSTRAINT "catalog_promotion_translations_promotion_id_locale_pk" PRIMARY KEY("promotion_id","locale")
);
--> statement-breakpoint
CREATE TABLE "catalog_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer,
	"starts_at" timestamp (3),
	"ends_at" timestamp (3),
	CONSTRAINT "catalog_promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" varchar(64),
	"path" varchar(512) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_taxons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_taxons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"taxon_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_taxons_unique" UNIQUE("product_id","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"short_description" text,
	"search_key" text NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_slug_unique" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "product_variant_translations" (
	"variant_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "product_variant_translations_variant_id_locale_pk" PRIMARY KEY("variant_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"tracked" boolean DEFAULT true NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"on_hold" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"created_at" timestamp (3) DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_code_unique" UNIQUE("code"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."on_hold" >= 0 AND "product_variants"."on_hold" <= "product_variants"."on_hand"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0 AND "product_variants"."original_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"main_taxon_id" integer,
	"price" integer,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "taxon_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxon_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taxon_id" integer NOT NULL,
	"type" varchar(64),
	"path" varchar(512) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxon_translations" (
	"taxon_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"search_key" text NOT NULL,
	CONSTRAINT "taxon_translations_taxon_id_locale_pk" PRIMARY KEY("taxon_id","locale")
);
--> statement-breakpoint
CREATE TABLE "taxons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"parent_id" integer,
	"path" varchar(1024) NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"brand_taxon" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "taxons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_block_products" (
	"block_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_block_products_block_id_product_id_pk" PRIMARY KEY("block_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cms_block_sections" (
	"block_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "cms_block_sections_block_id_section_id_pk" PRIMARY KEY("block_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "cms_block_taxons" (
	"block_id" integer NOT NULL,
	"taxon_id" integer NOT NULL,
	CONSTRAINT "cms_block_taxons_block_id_taxon_id_pk" PRIMARY KEY("block_id","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "cms_block_translations" (
	"block_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255),
	"content" text,
	"link" varchar(1024),
	CONSTRAINT "cms_block_translations_block_id_locale_pk" PRIMARY KEY("block_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_blocks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_faq_translations" (
	"faq_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "cms_faq_translations_faq_id_locale_pk" PRIMARY KEY("faq_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_faqs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"type" varchar(16) DEFAULT 'image' NOT NULL,
	"path" varchar(512) NOT NULL,
	"mime_type" varchar(128),
	"width" integer,
	"height" integer,
	"save_with_original_name" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_media_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_media_products" (
	"media_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "cms_media_products_media_id_product_id_pk" PRIMARY KEY("media_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cms_media_sections" (
	"media_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "cms_media_sections_media_id_section_id_pk" PRIMARY KEY("media_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "cms_media_translations" (
	"media_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255),
	"content" text,
	"alt" varchar(512),
	"link" varchar(1024),
	CONSTRAINT "cms_media_translations_media_id_locale_pk" PRIMARY KEY("media_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	CONSTRAINT "cms_sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_translations" ADD CONSTRAINT "province_translations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_products" ADD CONSTRAINT "catalog_promotion_products_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_products" ADD CONSTRAINT "catalog_promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_taxons" ADD CONSTRAINT "catalog_promotion_taxons_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_taxons" ADD CONSTRAINT "catalog_promotion_taxons_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_translations" ADD CONSTRAINT "catalog_promotion_translations_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_translations" ADD CONSTRAINT "product_variant_translations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_taxon_id_taxons_id_fk" FOREIGN KEY ("main_taxon_id") REFERENCES "public"."taxons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxon_images" ADD CONSTRAINT "taxon_images_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxon_translations" ADD CONSTRAINT "taxon_translations_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxons" ADD CONSTRAINT "taxons_parent_id_taxons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_products" ADD CONSTRAINT "cms_block_products_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_products" ADD CONSTRAINT "cms_block_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_sections" ADD CONSTRAINT "cms_block_sections_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_sections" ADD CONSTRAINT "cms_block_sections_section_id_cms_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."cms_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_taxons" ADD CONSTRAINT "cms_block_taxons_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_taxons" ADD CONSTRAINT "cms_block_taxons_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_translations" ADD CONSTRAINT "cms_block_translations_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_faq_translations" ADD CONSTRAINT "cms_faq_translations_faq_id_cms_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."cms_faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media_products" ADD CONSTRAINT "cms_media_products_media_id_cms_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."cms_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media_products" ADD CONSTRAINT "cms_media_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media_sections" ADD CONSTRAINT "cms_media_sections_media_id_cms_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."cms_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media_sections" ADD CONSTRAINT "cms_media_sections_section_id_cms_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."cms_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_media_translations" ADD CONSTRAINT "cms_media_translations_media_id_cms_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."cms_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_promotion_products_product_idx" ON "catalog_promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_promotion_taxons_taxon_idx" ON "catalog_promotion_taxons" USING btree ("taxon_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_taxons_taxon_idx" ON "product_taxons" USING btree ("taxon_id","position");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "taxon_images_taxon_idx" ON "taxon_images" USING btree ("taxon_id");--> statement-breakpoint
CREATE INDEX "taxon_translations_slug_idx" ON "taxon_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "taxon_translations_search_idx" ON "taxon_translations" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxons_parent_idx" ON "taxons" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "taxons_path_idx" ON "taxons" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cms_media_sections_section_idx" ON "cms_media_sections" USING btree ("section_id");