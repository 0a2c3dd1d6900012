-- A cash or terminal order handed over without its money (decision 363): why, what was taken, who, when. The partial
-- index serves the console's "cash due" filter (handed over unpaid, not brought in yet).
ALTER TABLE "orders" ADD COLUMN "handover_unpaid" jsonb;--> statement-breakpoint
CREATE INDEX "orders_cash_due_idx" ON "orders" USING btree ("merchant_id","created_date") WHERE "orders"."handover_unpaid" is not null and not "orders"."is_paid";