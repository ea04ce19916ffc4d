CREATE TABLE "email_preferences" (
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Price-drop alerts turned off (the old opt-out table) become the same choice in the new one.
INSERT INTO "email_preferences" ("user_id", "kind", "email", "updated_at")
SELECT "user_id", 'price-drops', false, "created_at" FROM "price_alert_optouts"
ON CONFLICT DO NOTHING;
