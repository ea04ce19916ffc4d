ALTER TABLE "feedback_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "handled_by" varchar(254);--> statement-breakpoint
ALTER TABLE "side_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "side_messages" ADD COLUMN "handled_by" varchar(254);