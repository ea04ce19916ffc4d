CREATE TABLE "listing_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_kind" varchar(8) NOT NULL,
	"yacht_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" varchar(254) NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"second_look_text" text,
	"second_look_at" timestamp with time zone,
	"second_look_outcome" varchar(10),
	"second_look_decided_at" timestamp with time zone,
	"second_look_decided_by" varchar(254)
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_kind" varchar(8) NOT NULL,
	"yacht_id" integer NOT NULL,
	"reporter_id" integer,
	"sid_hash" varchar(64) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"side" varchar(6) NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"side" varchar(6) NOT NULL,
	"reporter_id" integer,
	"reason" varchar(20) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(254),
	"outcome" varchar(12)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_kind" varchar(8) NOT NULL,
	"yacht_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer,
	"buyer_name" varchar(80) NOT NULL,
	"buyer_email" varchar(254) NOT NULL,
	"buyer_phone" varchar(24) DEFAULT '' NOT NULL,
	"contact_shared" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"enquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_at" timestamp with time zone,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"role" varchar(8) DEFAULT 'staff' NOT NULL,
	"token_hash" varchar(64),
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "trade_register" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "verified_by" varchar(254);--> statement-breakpoint
ALTER TABLE "seller_entries" ADD COLUMN "address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_entries" ADD COLUMN "trade_register" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_entries" ADD COLUMN "self_certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_staff" ADD CONSTRAINT "dealer_staff_dealer_id_dealers_user_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_staff" ADD CONSTRAINT "dealer_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_decisions_listing_idx" ON "listing_decisions" USING btree ("yacht_kind","yacht_id","decided_at");--> statement-breakpoint
CREATE INDEX "listing_decisions_second_look_idx" ON "listing_decisions" USING btree ("second_look_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_idx" ON "listing_reports" USING btree ("yacht_kind","yacht_id","sid_hash");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("resolved_at","yacht_kind","yacht_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_once_idx" ON "conversation_reports" USING btree ("conversation_id","side");--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_enquiry_idx" ON "conversations" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_idx" ON "conversations" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_seller_created_idx" ON "conversations" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_staff_email_idx" ON "dealer_staff" USING btree ("dealer_id","email");--> statement-breakpoint
CREATE INDEX "dealer_staff_user_idx" ON "dealer_staff" USING btree ("user_id");--> statement-breakpoint
-- Every enquiry already sent opens its conversation (decision 045), its text the first message. The seller has had the
-- buyer's address and phone by mail since it was sent, so those conversations start with the contact shared.
INSERT INTO "conversations" ("yacht_kind", "yacht_id", "seller_id", "buyer_id", "buyer_name", "buyer_email", "buyer_phone",
  "contact_shared", "status", "enquiry_id", "created_at", "last_message_at")
SELECT e."yacht_kind", e."yacht_id", y."seller_id", e."user_id",
  CASE WHEN btrim(e."name") = '' THEN 'Buyer' ELSE e."name" END, e."email",
  left(btrim(CASE WHEN e."area_code" <> '' THEN '+' || e."area_code" || ' ' ELSE '' END || e."mobile"), 24),
  true, 'new', e."id", e."created_at", e."created_at"
FROM "yacht_enquiries" e
JOIN (SELECT 'new'::varchar AS "kind", "id", "seller_id" FROM "new_yachts"
      UNION ALL SELECT 'idle'::varchar, "id", "seller_id" FROM "used_yachts") y
  ON y."kind" = e."yacht_kind" AND y."id" = e."yacht_id"
WHERE y."seller_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "conversations" c WHERE c."enquiry_id" = e."id")
ORDER BY e."id";--> statement-breakpoint
INSERT INTO "conversation_messages" ("conversation_id", "side", "author_id", "body", "created_at")
SELECT c."id", 'buyer', c."buyer_id", e."content", e."created_at"
FROM "conversations" c JOIN "yacht_enquiries" e ON e."id" = c."enquiry_id"
WHERE NOT EXISTS (SELECT 1 FROM "conversation_messages" m WHERE m."conversation_id" = c."id")
ORDER BY c."id";
