CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "sell_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"details" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"listing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"category" varchar(12) NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"company_name" varchar(120) DEFAULT '' NOT NULL,
	"contact_name" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"area_code" varchar(4) DEFAULT '' NOT NULL,
	"mobile" varchar(15) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"website" text,
	"content" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_yacht_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_id" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_yachts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"builder" varchar(80) NOT NULL,
	"model" varchar(120) NOT NULL,
	"model_line" varchar(80) DEFAULT '' NOT NULL,
	"type" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"length_m" real NOT NULL,
	"beam_m" real NOT NULL,
	"draft_m" real NOT NULL,
	"cabins" integer NOT NULL,
	"berths" integer NOT NULL,
	"engines" varchar(160) DEFAULT '' NOT NULL,
	"engine_hours" integer,
	"fuel" varchar(12) DEFAULT 'diesel' NOT NULL,
	"hull_material" varchar(12) DEFAULT 'grp' NOT NULL,
	"top_speed_kn" real,
	"cruise_speed_kn" real,
	"price" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price_eur" integer NOT NULL,
	"condition" varchar(12) NOT NULL,
	"location" varchar(120) NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller_id" integer,
	"status" varchar(12) DEFAULT 'listed' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("used_yachts"."builder", '') || ' ' || coalesce("used_yachts"."model", '') || ' ' || coalesce("used_yachts"."model_line", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("used_yachts"."location", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("used_yachts"."description", '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("used_yachts"."builder", '') || ' ' || coalesce("used_yachts"."model", '') || ' ' || coalesce("used_yachts"."model_line", '') || ' ' || coalesce("used_yachts"."location", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "model_line" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "year" integer DEFAULT 2026 NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "engines" varchar(160) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "fuel" varchar(12) DEFAULT 'diesel' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "hull_material" varchar(12) DEFAULT 'grp' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "top_speed_kn" real;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "cruise_speed_kn" real;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "price_eur" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "location" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "country" varchar(2) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "status" varchar(12) DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("new_yachts"."builder", '') || ' ' || coalesce("new_yachts"."model", '') || ' ' || coalesce("new_yachts"."model_line", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("new_yachts"."location", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("new_yachts"."description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("new_yachts"."builder", '') || ' ' || coalesce("new_yachts"."model", '') || ' ' || coalesce("new_yachts"."model_line", '') || ' ' || coalesce("new_yachts"."location", ''))) STORED;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sell_application_events" ADD CONSTRAINT "sell_application_events_application_id_sell_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sell_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_applications" ADD CONSTRAINT "sell_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_entries" ADD CONSTRAINT "seller_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_yacht_prices" ADD CONSTRAINT "used_yacht_prices_yacht_id_used_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."used_yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_yachts" ADD CONSTRAINT "used_yachts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_application_events_app_idx" ON "sell_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "sell_applications_user_idx" ON "sell_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sell_applications_status_idx" ON "sell_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "seller_entries_user_idx" ON "seller_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "used_yacht_prices_yacht_idx" ON "used_yacht_prices" USING btree ("yacht_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "used_yachts_slug_idx" ON "used_yachts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "used_yachts_created_idx" ON "used_yachts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "used_yachts_price_idx" ON "used_yachts" USING btree ("price_eur");--> statement-breakpoint
CREATE INDEX "used_yachts_length_idx" ON "used_yachts" USING btree ("length_m");--> statement-breakpoint
CREATE INDEX "used_yachts_year_idx" ON "used_yachts" USING btree ("year");--> statement-breakpoint
CREATE INDEX "used_yachts_builder_idx" ON "used_yachts" USING btree ("builder");--> statement-breakpoint
CREATE INDEX "used_yachts_seller_idx" ON "used_yachts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "used_yachts_search_idx" ON "used_yachts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "used_yachts_trgm_idx" ON "used_yachts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "new_yachts" ADD CONSTRAINT "new_yachts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_yachts_price_idx" ON "new_yachts" USING btree ("price_eur");--> statement-breakpoint
CREATE INDEX "new_yachts_length_idx" ON "new_yachts" USING btree ("length_m");--> statement-breakpoint
CREATE INDEX "new_yachts_builder_idx" ON "new_yachts" USING btree ("builder");--> statement-breakpoint
CREATE INDEX "new_yachts_seller_idx" ON "new_yachts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "new_yachts_search_idx" ON "new_yachts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "new_yachts_trgm_idx" ON "new_yachts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "new_yachts" SET "price_eur" = CASE "currency" WHEN 'USD' THEN round("base_price" * 0.92) WHEN 'GBP' THEN round("base_price" * 1.17) ELSE "base_price" END;
