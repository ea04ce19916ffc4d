CREATE TABLE "new_yachts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"builder" varchar(80) NOT NULL,
	"model" varchar(120) NOT NULL,
	"type" varchar(20) NOT NULL,
	"length_m" real NOT NULL,
	"beam_m" real NOT NULL,
	"draft_m" real NOT NULL,
	"cabins" integer NOT NULL,
	"berths" integer NOT NULL,
	"base_price" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_module_id_topic_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."topic_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "new_yachts_slug_idx" ON "new_yachts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "new_yachts_created_idx" ON "new_yachts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_modules_slug_idx" ON "topic_modules" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "topics_module_idx" ON "topics" USING btree ("module_id","created_at");