CREATE TABLE "dining_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"guest_ordering" boolean DEFAULT false NOT NULL,
	"waiter_call_cooldown_seconds" integer DEFAULT 120 NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"hall_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"seats" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_halls" (
	"staff_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"merchant_id" uuid NOT NULL,
	CONSTRAINT "staff_halls_staff_id_hall_id_pk" PRIMARY KEY("staff_id","hall_id")
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"taken_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiter_id" integer;--> statement-breakpoint
ALTER TABLE "dining_settings" ADD CONSTRAINT "dining_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_halls" ADD CONSTRAINT "staff_halls_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_halls" ADD CONSTRAINT "staff_halls_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_halls" ADD CONSTRAINT "staff_halls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_taken_by_staff_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dining_tables_merchant_hall_idx" ON "dining_tables" USING btree ("merchant_id","hall_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_hall_number_uq" ON "dining_tables" USING btree ("hall_id","number") WHERE "dining_tables"."deleted" = false;--> statement-breakpoint
CREATE INDEX "halls_merchant_branch_idx" ON "halls" USING btree ("merchant_id","branch_id");--> statement-breakpoint
CREATE INDEX "staff_halls_hall_idx" ON "staff_halls" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "waiter_calls_merchant_open_idx" ON "waiter_calls" USING btree ("merchant_id","created_at") WHERE "waiter_calls"."taken_at" is null;--> statement-breakpoint
CREATE INDEX "waiter_calls_table_idx" ON "waiter_calls" USING btree ("table_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_merchant_guest_device_uq" ON "users" USING btree ("merchant_id","guest_device_id");