CREATE TABLE "mine_licence_corners" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"licence_no" text NOT NULL,
	"point_no" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "mine_smart_faces" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"face_name" text NOT NULL,
	"kind" text NOT NULL,
	"seam_no" text,
	"level" text,
	"accepted_on" date,
	"authority" text,
	"document_no" text,
	"source" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "controller" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "control_share" double precision;--> statement-breakpoint
ALTER TABLE "mine_accidents" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_appraisals" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_assets" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_auctions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_capacity_changes" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_changes" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_dishonest" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_files" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_gas" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_licences" ADD COLUMN "mining_method" text;--> statement-breakpoint
ALTER TABLE "mine_licences" ADD COLUMN "principal" text;--> statement-breakpoint
ALTER TABLE "mine_licences" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_merger_steps" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_penalties" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_procedures" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_production" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_quality" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_seams" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_shareholders" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_supervision" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "mine_licence_corners" ADD CONSTRAINT "mine_licence_corners_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_smart_faces" ADD CONSTRAINT "mine_smart_faces_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mine_licence_corners_mine_idx" ON "mine_licence_corners" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_smart_faces_mine_idx" ON "mine_smart_faces" USING btree ("mine_id","sort");