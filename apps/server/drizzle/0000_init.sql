CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"city_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"booking_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"join_poster_id" text,
	"jowi_id" text,
	"iiko_id" text,
	"company_id" integer,
	"payment_id" integer,
	"delivery_price" integer,
	"delivery_start" text,
	"delivery_end" text,
	"settings" jsonb NOT NULL,
	"work_hours" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_key" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"domain_url" text,
	"color" text NOT NULL,
	"image" text,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"text_color" text,
	"view_type" text DEFAULT 'MEDIUM' NOT NULL,
	"scroll_type" text DEFAULT 'VERTICAL' NOT NULL,
	"navigation_type" text DEFAULT 'POP_UP' NOT NULL,
	"is_without_cart" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text,
	"image" text,
	"bg_color" text,
	"icon_bg_color" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_cities" (
	"merchant_id" uuid NOT NULL,
	"city_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "merchant_cities_merchant_id_city_id_pk" PRIMARY KEY("merchant_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text,
	"color" text DEFAULT '#FCE000' NOT NULL,
	"sub" text NOT NULL,
	"theme" text DEFAULT 'LIGHT' NOT NULL,
	"map_provider" text DEFAULT 'LEAFLET' NOT NULL,
	"yandex_delivery_key" text,
	"iiko_api_login" text,
	"iiko_organization_id" text,
	"yandex_map_key" text,
	"app_id" text,
	"sms_gateway" text,
	"sms_username" text,
	"sms_password" text,
	"telegram_bot_token" text,
	"payme_merchant_id" text,
	"payme_key" text,
	"click_service_id" text,
	"click_merchant_id" text,
	"click_secret_key" text,
	"uzum_service_id" text,
	"uzum_login" text,
	"uzum_password" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"latitude" double precision DEFAULT 41.322711 NOT NULL,
	"longitude" double precision DEFAULT 69.241084 NOT NULL,
	"main_city_id" integer,
	"domain_url" text,
	"company_key" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min" integer DEFAULT 0 NOT NULL,
	"max" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" jsonb NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_merchant_id_type_pk" PRIMARY KEY("merchant_id","type")
);
--> statement-breakpoint
CREATE TABLE "product_branches" (
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_branches_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "product_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cost_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'NONE' NOT NULL,
	"unit" text DEFAULT 'COUNT' NOT NULL,
	"measure" real,
	"calorie" integer,
	"amount" integer DEFAULT 1 NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_cooking_min" integer,
	"time_cooking_max" integer,
	"is_cart_recommendation" boolean DEFAULT false NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"systems" jsonb DEFAULT '["WEB","TG"]'::jsonb NOT NULL,
	"integration_id" text,
	"mxic_code" text,
	"barcode" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" integer,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"salary" text,
	"contact_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_cities" ADD CONSTRAINT "merchant_cities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_cities" ADD CONSTRAINT "merchant_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grades" ADD CONSTRAINT "product_grades_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_merchant_idx" ON "branches" USING btree ("merchant_id","city_id");--> statement-breakpoint
CREATE INDEX "brands_company_idx" ON "brands" USING btree ("company_key");--> statement-breakpoint
CREATE INDEX "categories_merchant_idx" ON "categories" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "groups_merchant_idx" ON "groups" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_sub_uq" ON "merchants" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "merchants_domain_idx" ON "merchants" USING btree ("domain_url");--> statement-breakpoint
CREATE INDEX "modifier_groups_product_idx" ON "modifier_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "modifiers_group_idx" ON "modifiers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_grades_product_idx" ON "product_grades" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "vacancies_merchant_idx" ON "vacancies" USING btree ("merchant_id");