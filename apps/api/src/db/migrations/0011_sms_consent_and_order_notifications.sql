CREATE TABLE "order_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"claimed_at" timestamp (3) DEFAULT now() NOT NULL,
	"sent_at" timestamp (3),
	"reference" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_notifications_once" ON "order_notifications" USING btree ("order_id","event","channel");--> statement-breakpoint
CREATE INDEX "order_notifications_order_idx" ON "order_notifications" USING btree ("order_id");