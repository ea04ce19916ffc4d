CREATE TABLE "listing_views" (
	"yacht_kind" varchar(8) NOT NULL,
	"yacht_id" integer NOT NULL,
	"day" date NOT NULL,
	"sid_hash" varchar(64) NOT NULL,
	CONSTRAINT "listing_views_yacht_kind_yacht_id_day_sid_hash_pk" PRIMARY KEY("yacht_kind","yacht_id","day","sid_hash")
);
--> statement-breakpoint
CREATE TABLE "feed_photos" (
	"dealer_id" integer NOT NULL,
	"source_url" text NOT NULL,
	"stored_url" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_photos_dealer_id_source_url_pk" PRIMARY KEY("dealer_id","source_url")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"source_id" integer,
	"origin" varchar(8) NOT NULL,
	"format" varchar(12) NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"photos_fetched" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{"refused":[],"warnings":[]}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"url" text NOT NULL,
	"format" varchar(12) NOT NULL,
	"full" boolean DEFAULT true NOT NULL,
	"every_hours" integer DEFAULT 24 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "feed_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "used_yachts" ADD COLUMN "feed_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "used_yachts" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "webhook_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "feed_photos" ADD CONSTRAINT "feed_photos_dealer_id_dealers_user_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_dealer_id_dealers_user_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_dealer_id_dealers_user_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_dealer_idx" ON "feed_runs" USING btree ("dealer_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_dealer_url_idx" ON "feed_sources" USING btree ("dealer_id","url");--> statement-breakpoint
CREATE INDEX "feed_sources_next_idx" ON "feed_sources" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "new_yachts_feed_ref_idx" ON "new_yachts" USING btree ("seller_id","feed_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "used_yachts_feed_ref_idx" ON "used_yachts" USING btree ("seller_id","feed_ref");