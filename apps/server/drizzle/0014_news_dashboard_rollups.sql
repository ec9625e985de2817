CREATE TABLE "news_label_days" (
	"day" date NOT NULL,
	"label" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "news_label_days_day_label_pk" PRIMARY KEY("day","label")
);
--> statement-breakpoint
CREATE TABLE "news_term_days" (
	"day" date NOT NULL,
	"word" text NOT NULL,
	"positive" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "news_term_days_day_word_positive_pk" PRIMARY KEY("day","word","positive")
);
--> statement-breakpoint
ALTER TABLE "news_links" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_links" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "news_links" ADD COLUMN "score" double precision;--> statement-breakpoint
CREATE INDEX "news_articles_strength_idx" ON "news_articles" USING btree (abs("sentiment_score") desc,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_links_published_idx" ON "news_links" USING btree ("published_at");--> statement-breakpoint
-- Links carry their article's time, label and score, filled on insert and followed on every change.
CREATE FUNCTION news_links_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.published_at, a.sentiment_label, a.sentiment_score INTO NEW.published_at, NEW.label, NEW.score
    FROM news_articles a WHERE a.id = NEW.article_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_links_fill BEFORE INSERT ON news_links FOR EACH ROW EXECUTE FUNCTION news_links_fill();
--> statement-breakpoint
-- Articles per day and label: one off where an article was, one on where it is.
CREATE FUNCTION news_articles_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE news_links SET published_at = NEW.published_at, label = NEW.sentiment_label, score = NEW.sentiment_score
      WHERE article_id = NEW.id;
    IF OLD.sentiment_label = NEW.sentiment_label AND OLD.published_at = NEW.published_at THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO news_label_days AS d (day, label, n)
      VALUES ((OLD.published_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.sentiment_label, -1)
      ON CONFLICT (day, label) DO UPDATE SET n = d.n - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO news_label_days AS d (day, label, n)
      VALUES ((NEW.published_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.sentiment_label, 1)
      ON CONFLICT (day, label) DO UPDATE SET n = d.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_articles_rollup AFTER INSERT OR DELETE OR UPDATE OF published_at, sentiment_label, sentiment_score
  ON news_articles FOR EACH ROW EXECUTE FUNCTION news_articles_rollup();
--> statement-breakpoint
-- Words hit per day and polarity: an article's old hits off, its new hits on (a rescore replaces them).
CREATE FUNCTION news_sentiments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  article integer;
  d date;
BEGIN
  IF TG_OP = 'DELETE' THEN article := OLD.article_id; ELSE article := NEW.article_id; END IF;
  SELECT (a.published_at AT TIME ZONE 'Asia/Shanghai')::date INTO d FROM news_articles a WHERE a.id = article;
  IF d IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO news_term_days AS t (day, word, positive, n)
      SELECT d, hit->>'word', (hit->>'weight')::float8 > 0, -count(*)::int
        FROM jsonb_array_elements(OLD.sentences) sentence, jsonb_array_elements(sentence->'hits') hit
        WHERE hit->>'word' IS NOT NULL GROUP BY 2, 3
      ON CONFLICT (day, word, positive) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO news_term_days AS t (day, word, positive, n)
      SELECT d, hit->>'word', (hit->>'weight')::float8 > 0, count(*)::int
        FROM jsonb_array_elements(NEW.sentences) sentence, jsonb_array_elements(sentence->'hits') hit
        WHERE hit->>'word' IS NOT NULL GROUP BY 2, 3
      ON CONFLICT (day, word, positive) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_sentiments_rollup AFTER INSERT OR DELETE OR UPDATE OF sentences ON news_sentiments
  FOR EACH ROW EXECUTE FUNCTION news_sentiments_rollup();
--> statement-breakpoint
-- What is stored already.
UPDATE news_links l SET published_at = a.published_at, label = a.sentiment_label, score = a.sentiment_score
  FROM news_articles a WHERE a.id = l.article_id;
--> statement-breakpoint
INSERT INTO news_label_days (day, label, n)
  SELECT (published_at AT TIME ZONE 'Asia/Shanghai')::date, sentiment_label, count(*)::int FROM news_articles GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO news_term_days (day, word, positive, n)
  SELECT (a.published_at AT TIME ZONE 'Asia/Shanghai')::date, hit->>'word', (hit->>'weight')::float8 > 0, count(*)::int
    FROM news_articles a JOIN news_sentiments s ON s.article_id = a.id,
      jsonb_array_elements(s.sentences) sentence, jsonb_array_elements(sentence->'hits') hit
    WHERE hit->>'word' IS NOT NULL GROUP BY 1, 2, 3;
