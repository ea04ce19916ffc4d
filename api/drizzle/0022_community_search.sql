CREATE TABLE "community_words" (
	"word" varchar(40) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "articles"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "articles"."body"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "comments"."content"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "topics"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "topics"."body"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "community_words_trgm_idx" ON "community_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "topics_search_idx" ON "topics" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION community_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc text;
BEGIN
  IF TG_TABLE_NAME = 'comments' THEN
    doc := NEW.content;
  ELSE
    doc := NEW.title || ' ' || NEW.body;
  END IF;
  INSERT INTO community_words (word)
    SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, doc)) AS w
    WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER topics_collect_words AFTER INSERT OR UPDATE OF title, body ON topics FOR EACH ROW EXECUTE FUNCTION community_collect_words();--> statement-breakpoint
CREATE TRIGGER articles_collect_words AFTER INSERT OR UPDATE OF title, body ON articles FOR EACH ROW EXECUTE FUNCTION community_collect_words();--> statement-breakpoint
CREATE TRIGGER comments_collect_words AFTER INSERT OR UPDATE OF content ON comments FOR EACH ROW EXECUTE FUNCTION community_collect_words();--> statement-breakpoint
INSERT INTO community_words (word)
  SELECT DISTINCT w.lexeme
  FROM (
    SELECT title || ' ' || body AS doc FROM topics
    UNION ALL SELECT title || ' ' || body FROM articles
    UNION ALL SELECT content FROM comments
  ) AS d, unnest(to_tsvector('simple'::regconfig, d.doc)) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme ~ '^[[:alpha:]]+$'
ON CONFLICT DO NOTHING;
