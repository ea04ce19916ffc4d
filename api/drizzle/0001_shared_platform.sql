CREATE TABLE "feedback_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_type" integer NOT NULL,
	"advice" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"area_code" varchar(4) DEFAULT '' NOT NULL,
	"mobile" varchar(15) DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"sid_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_types_value_key" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "side_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"content" text NOT NULL,
	"sid_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_call_echostrs" (
	"echostr" varchar(32) PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(200) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sid_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_feedback_type_feedback_types_value_fk" FOREIGN KEY ("feedback_type") REFERENCES "public"."feedback_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_reports_created_idx" ON "feedback_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "side_messages_created_idx" ON "side_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signed_call_echostrs_expires_idx" ON "signed_call_echostrs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_idx" ON "uploads" USING btree ("path");