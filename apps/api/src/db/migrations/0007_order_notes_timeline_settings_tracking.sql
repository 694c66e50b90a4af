CREATE TABLE "payment_gateway_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_gateway_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer,
	"gateway" varchar(32) NOT NULL,
	"operation" varchar(32) NOT NULL,
	"method" varchar(8),
	"url" varchar(500),
	"http_status" integer,
	"response" jsonb,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"refund_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_refund_id" varchar(128),
	"response" jsonb,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp (3) DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_refundKey_unique" UNIQUE("refund_key"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"subject_id" integer,
	"from_state" varchar(32),
	"to_state" varchar(32),
	"staff_id" integer,
	"staff_email" varchar(254),
	"detail" jsonb,
	"created_at" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"staff_email" varchar(254),
	"body" text NOT NULL,
	"created_at" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" varchar(32);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" varchar(128);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking" varchar(128);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier" varchar(64);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "shipped_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "payment_gateway_log" ADD CONSTRAINT "payment_gateway_log_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_gateway_log_payment_idx" ON "payment_gateway_log" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payments_gateway_reference_idx" ON "payments" USING btree ("gateway_reference");