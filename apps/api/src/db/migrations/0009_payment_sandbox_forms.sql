CREATE TABLE "payment_sandbox_forms" (
	"nonce" varchar(32) PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"expires_at" timestamp (3) NOT NULL,
	"used_at" timestamp (3),
	"created_at" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sandbox_forms" ADD CONSTRAINT "payment_sandbox_forms_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sandbox_forms_expires_idx" ON "payment_sandbox_forms" USING btree ("expires_at");