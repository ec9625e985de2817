CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"url" text,
	"author" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"content_hash" text NOT NULL,
	"feed_id" integer,
	"sample" boolean DEFAULT false NOT NULL,
	"sentiment_score" double precision DEFAULT 0 NOT NULL,
	"sentiment_label" text DEFAULT 'neutral' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "news_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"mine_id" integer,
	"company_id" integer,
	"matched" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_sentiments" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"label" text NOT NULL,
	"sentences" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_feed_id_news_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."news_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_links" ADD CONSTRAINT "news_links_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_links" ADD CONSTRAINT "news_links_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_links" ADD CONSTRAINT "news_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_sentiments" ADD CONSTRAINT "news_sentiments_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_url_uq" ON "news_articles" USING btree ("url");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_label_idx" ON "news_articles" USING btree ("sentiment_label","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_source_idx" ON "news_articles" USING btree ("source");--> statement-breakpoint
CREATE INDEX "news_links_article_idx" ON "news_links" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "news_links_mine_idx" ON "news_links" USING btree ("mine_id","article_id");--> statement-breakpoint
CREATE INDEX "news_links_company_idx" ON "news_links" USING btree ("company_id","article_id");