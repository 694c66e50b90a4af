CREATE TABLE "product_association_products" (
	"association_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_association_products_association_id_product_id_pk" PRIMARY KEY("association_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_association_type_translations" (
	"type_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "product_association_type_translations_type_id_locale_pk" PRIMARY KEY("type_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_association_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_association_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_association_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "product_associations_product_type_unique" UNIQUE("product_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "product_image_variants" (
	"image_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	CONSTRAINT "product_image_variants_image_id_variant_id_pk" PRIMARY KEY("image_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "product_option_translations" (
	"option_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "product_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_option_value_translations" (
	"value_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"value" varchar(255) NOT NULL,
	CONSTRAINT "product_option_value_translations_value_id_locale_pk" PRIMARY KEY("value_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_option_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"code" varchar(128) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"colour" varchar(7),
	"swatch_path" varchar(512),
	CONSTRAINT "product_option_values_code_unique" UNIQUE("code"),
	CONSTRAINT "product_option_values_colour_check" CHECK ("product_option_values"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_variant_option_values" (
	"variant_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	CONSTRAINT "product_variant_option_values_variant_id_option_value_id_pk" PRIMARY KEY("variant_id","option_value_id")
);
--> statement-breakpoint
ALTER TABLE "product_association_products" ADD CONSTRAINT "product_association_products_association_id_product_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."product_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_association_products" ADD CONSTRAINT "product_association_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_association_type_translations" ADD CONSTRAINT "product_association_type_translations_type_id_product_association_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_association_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_type_id_product_association_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_association_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_translations" ADD CONSTRAINT "product_option_translations_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value_translations" ADD CONSTRAINT "product_option_value_translations_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_option_values" ADD CONSTRAINT "product_variant_option_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_option_values" ADD CONSTRAINT "product_variant_option_values_option_value_id_product_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_association_products_product_idx" ON "product_association_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_image_variants_variant_idx" ON "product_image_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "product_variant_option_values_value_idx" ON "product_variant_option_values" USING btree ("option_value_id");