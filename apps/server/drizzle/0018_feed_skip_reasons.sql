ALTER TABLE "news_feeds" ADD COLUMN "last_too_large" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_over_limit" integer DEFAULT 0 NOT NULL;