CREATE TABLE "new_yachts_listed" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"builder" varchar(80) NOT NULL,
	"model" varchar(120) NOT NULL,
	"fuel" varchar(12) NOT NULL,
	"hull_material" varchar(12) NOT NULL,
	"condition" varchar(12),
	"country" varchar(2) NOT NULL,
	"location" varchar(120) NOT NULL,
	"price_eur" integer NOT NULL,
	"length_m" real NOT NULL,
	"year" integer NOT NULL,
	"cabins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_yachts_listed" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"builder" varchar(80) NOT NULL,
	"model" varchar(120) NOT NULL,
	"fuel" varchar(12) NOT NULL,
	"hull_material" varchar(12) NOT NULL,
	"condition" varchar(12),
	"country" varchar(2) NOT NULL,
	"location" varchar(120) NOT NULL,
	"price_eur" integer NOT NULL,
	"length_m" real NOT NULL,
	"year" integer NOT NULL,
	"cabins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "new_yachts_listed_newest_idx" ON "new_yachts_listed" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "new_yachts_listed_price_idx" ON "new_yachts_listed" USING btree ("price_eur");--> statement-breakpoint
CREATE INDEX "new_yachts_listed_length_idx" ON "new_yachts_listed" USING btree ("length_m");--> statement-breakpoint
CREATE INDEX "new_yachts_listed_year_idx" ON "new_yachts_listed" USING btree ("year");--> statement-breakpoint
CREATE INDEX "new_yachts_listed_builder_idx" ON "new_yachts_listed" USING btree ("builder","model");--> statement-breakpoint
CREATE INDEX "new_yachts_listed_place_idx" ON "new_yachts_listed" USING btree ("country","location");--> statement-breakpoint
CREATE INDEX "new_yachts_listed_location_trgm_idx" ON "new_yachts_listed" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "used_yachts_listed_newest_idx" ON "used_yachts_listed" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "used_yachts_listed_price_idx" ON "used_yachts_listed" USING btree ("price_eur");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_length_idx" ON "used_yachts_listed" USING btree ("length_m");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_year_idx" ON "used_yachts_listed" USING btree ("year");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_builder_idx" ON "used_yachts_listed" USING btree ("builder","model");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_place_idx" ON "used_yachts_listed" USING btree ("country","location");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_location_trgm_idx" ON "used_yachts_listed" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_new_yachts_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."status" <> 'listed' THEN
    DELETE FROM "new_yachts_listed" WHERE "id" = OLD."id";
    RETURN NULL;
  END IF;
  INSERT INTO "new_yachts_listed" ("id", "type", "builder", "model", "fuel", "hull_material", "condition", "country", "location", "price_eur", "length_m", "year", "cabins", "created_at")
  VALUES (NEW."id", NEW."type", NEW."builder", NEW."model", NEW."fuel", NEW."hull_material", NULL, NEW."country", NEW."location", NEW."price_eur", NEW."length_m", NEW."year", NEW."cabins", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET "type" = EXCLUDED."type", "builder" = EXCLUDED."builder", "model" = EXCLUDED."model", "fuel" = EXCLUDED."fuel",
    "hull_material" = EXCLUDED."hull_material", "condition" = EXCLUDED."condition", "country" = EXCLUDED."country", "location" = EXCLUDED."location",
    "price_eur" = EXCLUDED."price_eur", "length_m" = EXCLUDED."length_m", "year" = EXCLUDED."year", "cabins" = EXCLUDED."cabins", "created_at" = EXCLUDED."created_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_used_yachts_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."status" <> 'listed' THEN
    DELETE FROM "used_yachts_listed" WHERE "id" = OLD."id";
    RETURN NULL;
  END IF;
  INSERT INTO "used_yachts_listed" ("id", "type", "builder", "model", "fuel", "hull_material", "condition", "country", "location", "price_eur", "length_m", "year", "cabins", "created_at")
  VALUES (NEW."id", NEW."type", NEW."builder", NEW."model", NEW."fuel", NEW."hull_material", NEW."condition", NEW."country", NEW."location", NEW."price_eur", NEW."length_m", NEW."year", NEW."cabins", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET "type" = EXCLUDED."type", "builder" = EXCLUDED."builder", "model" = EXCLUDED."model", "fuel" = EXCLUDED."fuel",
    "hull_material" = EXCLUDED."hull_material", "condition" = EXCLUDED."condition", "country" = EXCLUDED."country", "location" = EXCLUDED."location",
    "price_eur" = EXCLUDED."price_eur", "length_m" = EXCLUDED."length_m", "year" = EXCLUDED."year", "cabins" = EXCLUDED."cabins", "created_at" = EXCLUDED."created_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "empty_yachts_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "new_yachts_keep_listed" AFTER INSERT OR UPDATE OR DELETE ON "new_yachts" FOR EACH ROW EXECUTE FUNCTION "keep_new_yachts_listed"();--> statement-breakpoint
CREATE TRIGGER "used_yachts_keep_listed" AFTER INSERT OR UPDATE OR DELETE ON "used_yachts" FOR EACH ROW EXECUTE FUNCTION "keep_used_yachts_listed"();--> statement-breakpoint
CREATE TRIGGER "new_yachts_empty_listed" AFTER TRUNCATE ON "new_yachts" FOR EACH STATEMENT EXECUTE FUNCTION "empty_yachts_listed"('new_yachts_listed');--> statement-breakpoint
CREATE TRIGGER "used_yachts_empty_listed" AFTER TRUNCATE ON "used_yachts" FOR EACH STATEMENT EXECUTE FUNCTION "empty_yachts_listed"('used_yachts_listed');--> statement-breakpoint
INSERT INTO "new_yachts_listed" ("id", "type", "builder", "model", "fuel", "hull_material", "condition", "country", "location", "price_eur", "length_m", "year", "cabins", "created_at")
SELECT "id", "type", "builder", "model", "fuel", "hull_material", NULL, "country", "location", "price_eur", "length_m", "year", "cabins", "created_at" FROM "new_yachts" WHERE "status" = 'listed';--> statement-breakpoint
INSERT INTO "used_yachts_listed" ("id", "type", "builder", "model", "fuel", "hull_material", "condition", "country", "location", "price_eur", "length_m", "year", "cabins", "created_at")
SELECT "id", "type", "builder", "model", "fuel", "hull_material", "condition", "country", "location", "price_eur", "length_m", "year", "cabins", "created_at" FROM "used_yachts" WHERE "status" = 'listed';
