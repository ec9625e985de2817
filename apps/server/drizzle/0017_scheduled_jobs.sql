CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_tick_at" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_outcome" text,
	"last_error" text DEFAULT '' NOT NULL,
	CONSTRAINT "scheduled_jobs_name_unique" UNIQUE("name")
);
