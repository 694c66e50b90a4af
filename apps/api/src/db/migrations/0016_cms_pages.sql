CREATE TABLE "cms_page_translations" (
	"page_id" integer NOT NULL,
	"locale" varchar(12) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content" text,
	"title" varchar(255),
	"meta_keywords" varchar(1024),
	"meta_description" varchar(1024),
	CONSTRAINT "cms_page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale"),
	CONSTRAINT "cms_page_translations_slug_unique" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(128) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp (3),
	CONSTRAINT "cms_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD CONSTRAINT "cms_page_translations_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;