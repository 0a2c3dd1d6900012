CREATE TABLE "cashback_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses_per_user" integer;--> statement-breakpoint
ALTER TABLE "cashback_adjustments" ADD CONSTRAINT "cashback_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_adjustments" ADD CONSTRAINT "cashback_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_adjustments" ADD CONSTRAINT "cashback_adjustments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_adjustments_user_idx" ON "cashback_adjustments" USING btree ("merchant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "orders_promo_idx" ON "orders" USING btree ("promo_id","user_id") WHERE "orders"."promo_id" is not null;