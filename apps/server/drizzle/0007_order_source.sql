ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'CLIENT_WEB' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "source" = 'TELEGRAM_BOT' WHERE "order_device" = 'TG';
