CREATE TABLE "mine_appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"result" text,
	"authority" text,
	"document_no" text
);
--> statement-breakpoint
ALTER TABLE "mine_appraisals" ADD CONSTRAINT "mine_appraisals_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mine_appraisals_mine_idx" ON "mine_appraisals" USING btree ("mine_id","sort");