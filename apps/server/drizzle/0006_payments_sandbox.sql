ALTER TABLE "merchants" ADD COLUMN "payments_sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before this column: the demo merchants (sandbox credentials from db/seed/payments.ts, every
-- Payme key starting "demo-sbx-") keep paying through the sandbox; every other merchant is live (decision 173).
UPDATE "merchants" SET "payments_sandbox" = true WHERE "payme_key" LIKE 'demo-sbx-%';
