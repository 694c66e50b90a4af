CREATE TABLE "product_image_translations" (
	"image_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"alt" varchar(255) NOT NULL,
	CONSTRAINT "product_image_translations_image_id_locale_pk" PRIMARY KEY("image_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_image_translations" ADD CONSTRAINT "product_image_translations_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;