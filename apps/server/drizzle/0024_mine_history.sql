CREATE TABLE "mine_edit_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"import_job_id" integer,
	"feedback_thread_id" integer,
	"user_id" integer,
	"user_name" text NOT NULL,
	"mine_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mine_field_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"mine_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"added" integer,
	"removed" integer
);
--> statement-breakpoint
ALTER TABLE "mine_edit_sets" ADD CONSTRAINT "mine_edit_sets_import_job_id_import_jobs_id_fk" FOREIGN KEY ("import_job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_edit_sets" ADD CONSTRAINT "mine_edit_sets_feedback_thread_id_feedback_threads_id_fk" FOREIGN KEY ("feedback_thread_id") REFERENCES "public"."feedback_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_edit_sets" ADD CONSTRAINT "mine_edit_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_field_changes" ADD CONSTRAINT "mine_field_changes_set_id_mine_edit_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."mine_edit_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_field_changes" ADD CONSTRAINT "mine_field_changes_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mine_edit_sets_created_idx" ON "mine_edit_sets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mine_field_changes_mine_idx" ON "mine_field_changes" USING btree ("mine_id","set_id");--> statement-breakpoint
CREATE INDEX "mine_field_changes_set_idx" ON "mine_field_changes" USING btree ("set_id");