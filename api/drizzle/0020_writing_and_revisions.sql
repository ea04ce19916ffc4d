CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"editor_id" integer,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_id" integer,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "module_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_target_idx" ON "post_revisions" USING btree ("kind","target_id","replaced_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_module_id_topic_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."topic_modules"("id") ON DELETE set null ON UPDATE no action;