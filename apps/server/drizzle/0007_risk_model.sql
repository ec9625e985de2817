CREATE TABLE "risk_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"band" text NOT NULL,
	"previous_score" double precision,
	"previous_band" text,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"alpha" double precision NOT NULL,
	"thresholds" jsonb NOT NULL,
	"group_matrix" jsonb NOT NULL,
	"indicator_matrices" jsonb NOT NULL,
	"weights" jsonb,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"reason" text NOT NULL,
	"mines" integer NOT NULL,
	"changed" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_scores" (
	"mine_id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"band" text NOT NULL,
	"values" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_run_id_risk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."risk_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_models" ADD CONSTRAINT "risk_models_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD CONSTRAINT "risk_runs_model_id_risk_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."risk_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_model_id_risk_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."risk_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_run_id_risk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."risk_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_history_mine_idx" ON "risk_history" USING btree ("mine_id","id");--> statement-breakpoint
CREATE INDEX "risk_history_run_idx" ON "risk_history" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "risk_models_status_idx" ON "risk_models" USING btree ("status");--> statement-breakpoint
CREATE INDEX "risk_scores_run_idx" ON "risk_scores" USING btree ("run_id");