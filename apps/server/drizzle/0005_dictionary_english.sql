ALTER TABLE "dict_data" ADD COLUMN "dict_label_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- English labels of the seeded dictionaries, for clients that ask for en-US.
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Producing' WHEN '2' THEN 'Under construction' WHEN '6' THEN 'Joint trial operation' WHEN '3' THEN 'Production halted' WHEN '4' THEN 'Construction halted' WHEN '5' THEN 'Cancelled' ELSE dict_label_en END WHERE dict_type = 'mine_production_status';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Producing' WHEN '2' THEN 'Under construction' WHEN '3' THEN 'Production halted' WHEN '4' THEN 'Construction halted' WHEN '5' THEN 'Cancelled' WHEN '6' THEN 'Joint trial operation' WHEN '7' THEN 'Technical renovation' ELSE dict_label_en END WHERE dict_type = 'mine_production_type';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '6' THEN '6×10⁴ t/a' WHEN '9' THEN '9×10⁴ t/a' WHEN '15' THEN '15×10⁴ t/a' WHEN '21' THEN '21×10⁴ t/a' WHEN '30' THEN '30×10⁴ t/a' WHEN '45' THEN '45×10⁴ t/a' WHEN '60' THEN '60×10⁴ t/a' WHEN '90' THEN '90×10⁴ t/a' WHEN '120' THEN '120×10⁴ t/a' WHEN '150' THEN '150×10⁴ t/a' WHEN '180' THEN '180×10⁴ t/a' WHEN '240' THEN '240×10⁴ t/a' WHEN '300' THEN '300×10⁴ t/a' WHEN '400' THEN '400×10⁴ t/a' ELSE dict_label_en END WHERE dict_type = 'mine_production_scale';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '-1' THEN 'Closure quota' WHEN '0' THEN 'Not participating' WHEN '1' THEN 'Retained' WHEN '2' THEN 'Proposed for retention' WHEN '3' THEN 'Geological exploration report' WHEN '4' THEN 'Mining area delineated' WHEN '5' THEN 'Preliminary design' WHEN '6' THEN 'Utilisation plan and land reclamation' WHEN '7' THEN 'Price calculation publicised' WHEN '8' THEN 'Environmental assessment' WHEN '9' THEN 'New mining right issued' ELSE dict_label_en END WHERE dict_type = 'mine_merger_type';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Simple' WHEN '2' THEN 'Medium' WHEN '3' THEN 'Complex' ELSE dict_label_en END WHERE dict_type = 'mine_geological_complexity';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Low-gas mine' WHEN '2' THEN 'High-gas mine' WHEN '3' THEN 'Coal and gas outburst mine' ELSE dict_label_en END WHERE dict_type = 'mine_gas_grade';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Simple' WHEN '2' THEN 'Medium' WHEN '3' THEN 'Complex' WHEN '4' THEN 'Extremely complex' ELSE dict_label_en END WHERE dict_type = 'mine_hydrogeological_type';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN 'WY' THEN 'Anthracite' WHEN 'PM' THEN 'Lean coal' WHEN 'PS' THEN 'Lean-meager coal' WHEN 'SM' THEN 'Meager coal' WHEN 'JM' THEN 'Coking coal' WHEN 'FM' THEN 'Fat coal' WHEN '1/3JM' THEN '1/3 coking coal' WHEN 'QF' THEN 'Gas-fat coal' WHEN 'QM' THEN 'Gas coal' WHEN '1/2ZN' THEN '1/2 medium caking coal' WHEN 'RN' THEN 'Weakly caking coal' WHEN 'BN' THEN 'Non-caking coal' WHEN 'CY' THEN 'Long-flame coal' WHEN 'HM' THEN 'Lignite' ELSE dict_label_en END WHERE dict_type = 'coal_rank';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '1' THEN 'Ordinary' WHEN '2' THEN 'Relatively large' WHEN '3' THEN 'Major' WHEN '4' THEN 'Especially major' ELSE dict_label_en END WHERE dict_type = 'accident_grade';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN 'SLA' THEN 'Super-low ash' WHEN 'LA' THEN 'Low ash' WHEN 'MA' THEN 'Medium ash' WHEN 'MHA' THEN 'Medium-high ash' WHEN 'HA' THEN 'High ash' ELSE dict_label_en END WHERE dict_type = 'coal_ash_grade';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN 'SLS' THEN 'Super-low sulfur' WHEN 'LS' THEN 'Low sulfur' WHEN 'MS' THEN 'Medium sulfur' WHEN 'MHS' THEN 'Medium-high sulfur' WHEN 'HS' THEN 'High sulfur' ELSE dict_label_en END WHERE dict_type = 'coal_sulfur_grade';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN 'LQ' THEN 'Low calorific value' WHEN 'MLQ' THEN 'Medium-low calorific value' WHEN 'MQ' THEN 'Medium calorific value' WHEN 'MHQ' THEN 'Medium-high calorific value' WHEN 'HQ' THEN 'High calorific value' WHEN 'SHQ' THEN 'Super-high calorific value' ELSE dict_label_en END WHERE dict_type = 'coal_calorific_grade';
--> statement-breakpoint
UPDATE dict_data SET dict_label_en = CASE dict_value WHEN '0' THEN 'Not started' WHEN '1' THEN 'Opened' WHEN '2' THEN 'In progress' WHEN '3' THEN 'About to expire' ELSE dict_label_en END WHERE dict_type = 'message_type';
