-- Cash and terminal orders are paid when handed over (decision 354). Orders delivered or closed before that rule
-- kept "not paid" for good: they are paid now, at the time they were handed over (a delivery's delivered_at, else
-- the order's last change, which for a closed order is its close). The log says the system did it, with no status
-- (the console's history and the customer's progress list statuses only). An order paid already is left as is.
INSERT INTO "order_events" ("order_id", "kind", "from_status", "to_status", "actor_type", "actor_id", "at")
SELECT "id", 'PAID', NULL, NULL, 'SYSTEM', 'migration 0019', coalesce("delivered_at", "last_modified_date")
FROM "orders"
WHERE "status" IN ('DELIVERED', 'CLOSED') AND "payment_type" IN ('CASH', 'TERMINAL') AND NOT "is_paid"
ORDER BY "id";--> statement-breakpoint
UPDATE "orders" SET "is_paid" = true, "paid_at" = coalesce("delivered_at", "last_modified_date")
WHERE "status" IN ('DELIVERED', 'CLOSED') AND "payment_type" IN ('CASH', 'TERMINAL') AND NOT "is_paid";
