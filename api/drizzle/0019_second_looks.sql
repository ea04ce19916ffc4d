CREATE TABLE "second_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(254),
	"outcome" varchar(10)
);
--> statement-breakpoint
ALTER TABLE "second_looks" ADD CONSTRAINT "second_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_looks_once_idx" ON "second_looks" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "second_looks_open_idx" ON "second_looks" USING btree ("decided_at","created_at");