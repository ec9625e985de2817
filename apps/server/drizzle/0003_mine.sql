CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text,
	"legal_rep" text,
	"capital" double precision,
	"established_on" date,
	"type" text,
	"address" text,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_data" "bytea" NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"counts" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"sheets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mine_accidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"occurred_on" date NOT NULL,
	"kind" text NOT NULL,
	"grade" text NOT NULL,
	"deaths" integer,
	"serious_injuries" integer,
	"direct_loss" double precision,
	"summary" text
);
--> statement-breakpoint
CREATE TABLE "mine_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"certificate_no" text,
	"value" double precision,
	"acquired_on" date
);
--> statement-breakpoint
CREATE TABLE "mine_auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"court" text NOT NULL,
	"auction_on" date,
	"starting_price" double precision,
	"deal_price" double precision,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "mine_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"changed_on" date NOT NULL,
	"item" text NOT NULL,
	"before" text,
	"after" text
);
--> statement-breakpoint
CREATE TABLE "mine_dishonest" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"case_no" text NOT NULL,
	"court" text NOT NULL,
	"filed_on" date,
	"published_on" date,
	"obligation" text,
	"performance" text,
	"amount" double precision
);
--> statement-breakpoint
CREATE TABLE "mine_documents" (
	"mine_id" integer NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "mine_documents_mine_id_section_pk" PRIMARY KEY("mine_id","section")
);
--> statement-breakpoint
CREATE TABLE "mine_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"doc_no" text,
	"kind" text,
	"issued_by" text,
	"issued_on" date
);
--> statement-breakpoint
CREATE TABLE "mine_gas" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seam_no" text NOT NULL,
	"measured_on" date,
	"gas_content" double precision,
	"gas_pressure" double precision,
	"relative_emission" double precision,
	"absolute_emission" double precision,
	"ch4" double precision,
	"co2" double precision,
	"n2" double precision,
	"firmness" double precision,
	"desorption_velocity" double precision,
	"permeability" double precision,
	"outburst_risk" boolean
);
--> statement-breakpoint
CREATE TABLE "mine_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"holder" text,
	"authority" text,
	"issued_on" date,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"area" double precision,
	"elevation_top" double precision,
	"elevation_bottom" double precision,
	"capacity" double precision
);
--> statement-breakpoint
CREATE TABLE "mine_merger_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"stage" text NOT NULL,
	"completed_on" date,
	"doc_no" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "mine_penalties" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"document_no" text NOT NULL,
	"decided_on" date NOT NULL,
	"authority" text,
	"violation" text,
	"decision" text,
	"amount" double precision,
	"paid_amount" double precision
);
--> statement-breakpoint
CREATE TABLE "mine_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"doc_no" text,
	"authority" text,
	"approved_on" date,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "mine_production" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"year" integer NOT NULL,
	"output" double precision NOT NULL,
	"capacity" double precision,
	"working_days" integer,
	"employees" integer
);
--> statement-breakpoint
CREATE TABLE "mine_quality" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seam_no" text NOT NULL,
	"mad" double precision,
	"ad" double precision,
	"vdaf" double precision,
	"std" double precision,
	"qgrd" double precision,
	"g" integer,
	"coal_rank" text,
	"ash_grade" text,
	"sulfur_grade" text,
	"calorific_grade" text
);
--> statement-breakpoint
CREATE TABLE "mine_seams" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seam_no" text NOT NULL,
	"thickness_min" double precision,
	"thickness_max" double precision,
	"thickness_avg" double precision NOT NULL,
	"dip" double precision,
	"spacing" double precision,
	"stability" text,
	"minable" boolean,
	"structure" text,
	"roof" text,
	"floor" text
);
--> statement-breakpoint
CREATE TABLE "mine_shareholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"mine_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"holder_type" text NOT NULL,
	"percent" double precision NOT NULL,
	"capital" double precision,
	"subscribed_on" date
);
--> statement-breakpoint
CREATE TABLE "mines" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"prefecture_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"county_code" text NOT NULL,
	"county" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text,
	"production_status" text NOT NULL,
	"production_type" text,
	"capacity" double precision NOT NULL,
	"merger_type" text,
	"complexity" text,
	"gas_grade" text,
	"hydro_type" text,
	"coal_rank" text,
	"company_id" integer,
	"company" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mines_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ownership_edges" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"holder_type" text NOT NULL,
	"company_name" text NOT NULL,
	"percent" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_accidents" ADD CONSTRAINT "mine_accidents_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_assets" ADD CONSTRAINT "mine_assets_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_auctions" ADD CONSTRAINT "mine_auctions_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_changes" ADD CONSTRAINT "mine_changes_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_dishonest" ADD CONSTRAINT "mine_dishonest_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_documents" ADD CONSTRAINT "mine_documents_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_files" ADD CONSTRAINT "mine_files_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_gas" ADD CONSTRAINT "mine_gas_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_licences" ADD CONSTRAINT "mine_licences_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_merger_steps" ADD CONSTRAINT "mine_merger_steps_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_penalties" ADD CONSTRAINT "mine_penalties_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_procedures" ADD CONSTRAINT "mine_procedures_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_production" ADD CONSTRAINT "mine_production_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_quality" ADD CONSTRAINT "mine_quality_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_seams" ADD CONSTRAINT "mine_seams_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_shareholders" ADD CONSTRAINT "mine_shareholders_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mines" ADD CONSTRAINT "mines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mine_accidents_mine_idx" ON "mine_accidents" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_assets_mine_idx" ON "mine_assets" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_auctions_mine_idx" ON "mine_auctions" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_changes_mine_idx" ON "mine_changes" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_dishonest_mine_idx" ON "mine_dishonest" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_files_mine_idx" ON "mine_files" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_gas_mine_idx" ON "mine_gas" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_licences_mine_idx" ON "mine_licences" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_merger_steps_mine_idx" ON "mine_merger_steps" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_penalties_mine_idx" ON "mine_penalties" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_procedures_mine_idx" ON "mine_procedures" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_production_mine_idx" ON "mine_production" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_quality_mine_idx" ON "mine_quality" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_seams_mine_idx" ON "mine_seams" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mine_shareholders_mine_idx" ON "mine_shareholders" USING btree ("mine_id","sort");--> statement-breakpoint
CREATE INDEX "mines_prefecture_idx" ON "mines" USING btree ("prefecture");--> statement-breakpoint
CREATE INDEX "mines_county_idx" ON "mines" USING btree ("county");--> statement-breakpoint
CREATE INDEX "mines_status_idx" ON "mines" USING btree ("production_status");--> statement-breakpoint
CREATE INDEX "mines_type_idx" ON "mines" USING btree ("production_type");--> statement-breakpoint
CREATE INDEX "mines_capacity_idx" ON "mines" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "mines_merger_idx" ON "mines" USING btree ("merger_type");--> statement-breakpoint
CREATE INDEX "mines_complexity_idx" ON "mines" USING btree ("complexity");--> statement-breakpoint
CREATE INDEX "mines_gas_idx" ON "mines" USING btree ("gas_grade");--> statement-breakpoint
CREATE INDEX "mines_hydro_idx" ON "mines" USING btree ("hydro_type");--> statement-breakpoint
CREATE INDEX "mines_rank_idx" ON "mines" USING btree ("coal_rank");--> statement-breakpoint
CREATE INDEX "mines_company_id_idx" ON "mines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mines_updated_idx" ON "mines" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "mines_location_gist" ON "mines" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "mines_search_trgm" ON "mines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mines_company_trgm" ON "mines" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mines_pinyin_trgm" ON "mines" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_edges_uq" ON "ownership_edges" USING btree ("company_name","holder_type","holder_name");--> statement-breakpoint
CREATE INDEX "ownership_edges_holder_idx" ON "ownership_edges" USING btree ("holder_name");