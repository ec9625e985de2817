ALTER TABLE "dict_data" ADD COLUMN "synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Words real mine lists use for the statuses (DOMAIN.md §2; SPEC.md §3): 技改 mines are counted as construction in the status, as 技术改造 in the type.
UPDATE dict_data SET synonyms = CASE dict_value WHEN '1' THEN '["正常生产","在产","生产矿井","正常","生产中"]'::jsonb WHEN '2' THEN '["在建","基建","新建","建设矿井","技改","技改矿井","改扩建","技改扩能"]'::jsonb WHEN '6' THEN '["试生产","试运转","联合试运行","联合试运转矿井"]'::jsonb WHEN '3' THEN '["停产整顿","停产整改","停产矿井","停产停业","长期停产","停产中"]'::jsonb WHEN '4' THEN '["停建整顿","停建整改","停建矿井","停工","缓建"]'::jsonb WHEN '5' THEN '["关闭","关停","已关闭","闭坑","取缔","关闭退出","注销矿井"]'::jsonb ELSE synonyms END WHERE dict_type = 'mine_production_status';
--> statement-breakpoint
UPDATE dict_data SET synonyms = CASE dict_value WHEN '1' THEN '["正常生产","在产","生产矿井","正常"]'::jsonb WHEN '2' THEN '["在建","基建","新建","建设矿井"]'::jsonb WHEN '3' THEN '["停产整顿","停产整改","停产矿井","停产停业","长期停产"]'::jsonb WHEN '4' THEN '["停建整顿","停建整改","停建矿井","停工","缓建"]'::jsonb WHEN '5' THEN '["关闭","关停","已关闭","闭坑","取缔","关闭退出"]'::jsonb WHEN '6' THEN '["试生产","试运转","联合试运行"]'::jsonb WHEN '7' THEN '["技改","技改矿井","改扩建","技改扩能"]'::jsonb ELSE synonyms END WHERE dict_type = 'mine_production_type';
--> statement-breakpoint
UPDATE dict_data SET synonyms = CASE dict_value WHEN '1' THEN '["低瓦斯","低瓦"]'::jsonb WHEN '2' THEN '["高瓦斯","高瓦"]'::jsonb WHEN '3' THEN '["突出","突出矿井","煤与瓦斯突出","瓦斯突出矿井"]'::jsonb ELSE synonyms END WHERE dict_type = 'mine_gas_grade';
--> statement-breakpoint
UPDATE dict_data SET synonyms = CASE dict_value WHEN '4' THEN '["极复杂型","极其复杂"]'::jsonb WHEN '3' THEN '["复杂型"]'::jsonb WHEN '2' THEN '["中等型"]'::jsonb WHEN '1' THEN '["简单型"]'::jsonb ELSE synonyms END WHERE dict_type = 'mine_hydrogeological_type';
