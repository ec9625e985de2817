ALTER TABLE "dict_data" ADD COLUMN "status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_types" ADD COLUMN "dict_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
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
