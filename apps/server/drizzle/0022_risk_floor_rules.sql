ALTER TABLE "risk_models" ADD COLUMN "floors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD COLUMN "floor" integer;