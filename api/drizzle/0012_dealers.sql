CREATE TABLE "dealers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(12) NOT NULL,
	"city" varchar(80) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(24) DEFAULT '' NOT NULL,
	"website" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_slug_idx" ON "dealers" USING btree ("slug");--> statement-breakpoint
-- The pages of the businesses approved before this migration (the seed's among them): from each member's latest
-- approved business entry, the slug from the company name (the member's id added where two names give one slug).
WITH "latest" AS (
  SELECT DISTINCT ON ("user_id") "user_id", "company_name", "category", "country", "email", "area_code", "mobile", "website", "content"
  FROM "seller_entries"
  WHERE "type" = 'business' AND "status" = 'approved' AND "company_name" <> ''
  ORDER BY "user_id", "reviewed_at" DESC NULLS LAST, "id" DESC
), "named" AS (
  SELECT *, coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower("company_name"), '[^a-z0-9]+', '-', 'g')), ''), 'dealer') AS "base"
  FROM "latest"
)
INSERT INTO "dealers" ("user_id", "slug", "name", "category", "country", "email", "phone", "website", "about")
SELECT "user_id",
  left(CASE WHEN count(*) OVER (PARTITION BY "base") > 1 THEN "base" || '-' || "user_id" ELSE "base" END, 80),
  "company_name", "category", "country", "email",
  left(concat_ws(' ', nullif("area_code", ''), nullif("mobile", '')), 24),
  "website", "content"
FROM "named"
ON CONFLICT DO NOTHING;
