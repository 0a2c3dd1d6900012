CREATE TABLE "staff_login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"login" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "code_next_send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_login_failures" ADD CONSTRAINT "staff_login_failures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_login_failures_idx" ON "staff_login_failures" USING btree ("merchant_id","login","at");