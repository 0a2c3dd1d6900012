ALTER TABLE "orders" ADD COLUMN "eta_min_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_max_minutes" integer;