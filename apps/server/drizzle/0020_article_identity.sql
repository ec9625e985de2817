DROP INDEX "news_articles_url_uq";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "identity" text;--> statement-breakpoint
UPDATE "news_articles" SET "identity" = encode(sha256(convert_to(CASE WHEN "url" IS NOT NULL THEN 'link' || chr(10) || "url" || chr(10) || "title" ELSE 'hash' || chr(10) || "content_hash" END, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "identity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_rejected" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "news_articles_url_idx" ON "news_articles" USING btree ("url");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_identity_unique" UNIQUE("identity");