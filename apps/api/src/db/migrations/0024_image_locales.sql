ALTER TABLE "product_images" ADD COLUMN "locale" varchar(12);--> statement-breakpoint
ALTER TABLE "taxon_images" ADD COLUMN "locale" varchar(12);--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_locale_check" CHECK ("product_images"."locale" IN ('ka_GE', 'en_US'));--> statement-breakpoint
ALTER TABLE "taxon_images" ADD CONSTRAINT "taxon_images_locale_check" CHECK ("taxon_images"."locale" IN ('ka_GE', 'en_US'));