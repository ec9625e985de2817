CREATE TABLE "login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"event" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_avatars_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"user_id" integer,
	"author" text NOT NULL,
	"from_admin" boolean NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mine_id" integer,
	"mine_name" text NOT NULL,
	"subsection" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"text" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"correction_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_types" ADD COLUMN "dict_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_thread_id_feedback_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."feedback_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_threads" ADD CONSTRAINT "feedback_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_threads" ADD CONSTRAINT "feedback_threads_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_log_created_idx" ON "login_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_log_user_idx" ON "login_log" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activity_same_uq" ON "user_activity" USING btree ("user_id","kind","path","query");--> statement-breakpoint
CREATE INDEX "user_activity_user_idx" ON "user_activity" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_entries_thread_idx" ON "feedback_entries" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "feedback_threads_user_idx" ON "feedback_threads" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_threads_status_idx" ON "feedback_threads" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_threads_mine_idx" ON "feedback_threads" USING btree ("mine_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_name","created_at");--> statement-breakpoint
-- English names of the seeded dictionary types, for the en-US dictionaries page.
UPDATE dict_types SET dict_name_en = CASE dict_type
  WHEN 'mine_production_status' THEN 'Mine production status'
  WHEN 'mine_production_type' THEN 'Mine production type'
  WHEN 'mine_production_scale' THEN 'Production scale (10,000 t/a)'
  WHEN 'mine_merger_type' THEN 'Merger and restructuring stage'
  WHEN 'mine_geological_complexity' THEN 'Geological structure complexity'
  WHEN 'mine_gas_grade' THEN 'Mine gas grade'
  WHEN 'mine_hydrogeological_type' THEN 'Hydrogeological type'
  WHEN 'coal_rank' THEN 'Coal rank (GB/T 5751)'
  WHEN 'accident_grade' THEN 'Production safety accident grade'
  WHEN 'coal_ash_grade' THEN 'Coal ash grade (GB/T 15224.1)'
  WHEN 'coal_sulfur_grade' THEN 'Coal sulfur grade (GB/T 15224.2)'
  WHEN 'coal_calorific_grade' THEN 'Coal calorific value grade (GB/T 15224.3)'
  WHEN 'message_type' THEN 'Message status'
  ELSE dict_name_en END;
