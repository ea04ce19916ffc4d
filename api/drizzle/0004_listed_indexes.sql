CREATE INDEX "new_yachts_listed_created_idx" ON "new_yachts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "new_yachts_status_idx" ON "new_yachts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "used_yachts_listed_created_idx" ON "used_yachts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "used_yachts_status_idx" ON "used_yachts" USING btree ("status");