CREATE TABLE "alert_events" (
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_events_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"disabled" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"weight" double precision NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentiment_terms_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_error_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD COLUMN "last_succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;