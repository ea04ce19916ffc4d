CREATE TABLE "community_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "community_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_community_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "community_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topics_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();--> statement-breakpoint
CREATE TRIGGER "articles_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();--> statement-breakpoint
CREATE TRIGGER "comments_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();--> statement-breakpoint
CREATE TRIGGER "topic_modules_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topic_modules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();
