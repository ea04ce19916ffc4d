CREATE TABLE "catalogue_versions" (
	"kind" varchar(8) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_versions" ("kind", "version") VALUES ('new', 0), ('idle', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "new_yachts_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "new_yachts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"('new');--> statement-breakpoint
CREATE TRIGGER "used_yachts_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "used_yachts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"('idle');
