ALTER TABLE "branches" ADD COLUMN "closed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "free_delivery_threshold" integer DEFAULT 0 NOT NULL;