-- Listings confirmed by their sellers (decision 029). Rows that exist when this runs count as confirmed now: the
-- rule's clock starts when the rule does, so no listing leaves the catalogue on the day it is introduced.
ALTER TABLE "new_yachts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "new_yachts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "used_yachts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "used_yachts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "new_yachts_confirmed_idx" ON "new_yachts" USING btree ("confirmed_at") WHERE status = 'listed' and seller_id is not null;--> statement-breakpoint
CREATE INDEX "used_yachts_confirmed_idx" ON "used_yachts" USING btree ("confirmed_at") WHERE status = 'listed' and seller_id is not null;