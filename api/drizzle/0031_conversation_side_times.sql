ALTER TABLE "conversations" ADD COLUMN "buyer_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seller_message_at" timestamp with time zone;--> statement-breakpoint
-- Each side's latest message, for the conversations written before the columns.
UPDATE "conversations" AS c
SET "buyer_message_at" = m.buyer_at, "seller_message_at" = m.seller_at
FROM (
  SELECT "conversation_id",
    max("created_at") FILTER (WHERE "side" = 'buyer') AS buyer_at,
    max("created_at") FILTER (WHERE "side" = 'seller') AS seller_at
  FROM "conversation_messages"
  GROUP BY "conversation_id"
) AS m
WHERE m."conversation_id" = c."id";
