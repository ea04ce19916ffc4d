-- The starting rates, set by hand (the fixed rates the catalogue used before); `pnpm --filter ./api rates:load` loads the ECB's.
CREATE TABLE "exchange_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"per_euro" double precision NOT NULL,
	"rates_date" date NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "exchange_rates" ("currency", "per_euro", "rates_date") VALUES
  ('EUR', 1, '2026-11-01'), ('USD', 1 / 0.92::float8, '2026-11-01'), ('GBP', 1 / 1.17::float8, '2026-11-01'),
  ('CHF', 0.93, '2026-11-01'), ('AUD', 1.62, '2026-11-01')
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_used_yacht_in_euros"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE rate float8;
BEGIN
  SELECT "per_euro" INTO rate FROM "exchange_rates" WHERE "currency" = NEW."currency";
  IF rate IS NOT NULL AND rate > 0 THEN
    NEW."price_eur" := round(NEW."price" / rate);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_new_yacht_in_euros"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE rate float8;
BEGIN
  SELECT "per_euro" INTO rate FROM "exchange_rates" WHERE "currency" = NEW."currency";
  IF rate IS NOT NULL AND rate > 0 THEN
    NEW."price_eur" := round(NEW."base_price" / rate);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "used_yachts_price_in_euros" BEFORE INSERT OR UPDATE OF "price", "currency" ON "used_yachts" FOR EACH ROW EXECUTE FUNCTION "price_used_yacht_in_euros"();--> statement-breakpoint
CREATE TRIGGER "new_yachts_price_in_euros" BEFORE INSERT OR UPDATE OF "base_price", "currency" ON "new_yachts" FOR EACH ROW EXECUTE FUNCTION "price_new_yacht_in_euros"();
