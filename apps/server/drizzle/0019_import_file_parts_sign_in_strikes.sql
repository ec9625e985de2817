CREATE TABLE "import_job_parts" (
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_job_parts_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD COLUMN "strikes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job_parts" ADD CONSTRAINT "import_job_parts_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files kept so far become their job's one part.
INSERT INTO "import_job_parts" ("job_id", "seq", "data") SELECT "id", 0, "file_data" FROM "import_jobs";--> statement-breakpoint
ALTER TABLE "import_jobs" DROP COLUMN "file_data";