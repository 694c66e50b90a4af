CREATE TABLE "stock_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"locale_code" varchar(12) NOT NULL,
	"customer_id" integer,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp (3) DEFAULT now() NOT NULL,
	"claimed_at" timestamp (3),
	"sent_at" timestamp (3),
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_once" ON "stock_alerts" USING btree ("variant_id",lower("email")) WHERE "stock_alerts"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_customer_idx" ON "stock_alerts" USING btree ("customer_id");