CREATE TABLE "mine_capacity_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"announced_on" date NOT NULL,
	"kind" text NOT NULL,
	"capacity" double precision NOT NULL,
	"previous_capacity" double precision,
	"batch" text,
	"document_no" text,
	"issued_by" text
);
--> statement-breakpoint
CREATE TABLE "mine_supervision" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"authority" text,
	"document_no" text,
	"content" text,
	"closed_on" date
);
--> statement-breakpoint
ALTER TABLE "mine_capacity_changes" ADD CONSTRAINT "mine_capacity_changes_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_supervision" ADD CONSTRAINT "mine_supervision_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mine_capacity_changes_mine_idx" ON "mine_capacity_changes" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_supervision_mine_idx" ON "mine_supervision" USING btree ("mine_id","sort");