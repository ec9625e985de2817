-- Every coded list of the product, editable by admins afterwards (RuoYi dictionary shape).
INSERT INTO dict_types (dict_name, dict_type, remark) VALUES
  ('煤矿生产状态', 'mine_production_status', '产品规格 §3：数字状态码'),
  ('煤矿生产类型', 'mine_production_type', '产品规格 §3：按代码显示颜色；无代码时显示为停产'),
  ('煤矿生产规模（万吨/年）', 'mine_production_scale', '产品规格 §3 规模选项; 大型 ≥120，中型 45–120，小型 <45'),
  ('兼并重组类型', 'mine_merger_type', '产品规格 §3；空值显示为“-”'),
  ('地质构造复杂程度', 'mine_geological_complexity', '产品规格 §3'),
  ('矿井瓦斯等级', 'mine_gas_grade', '煤矿瓦斯等级鉴定办法'),
  ('水文地质类型', 'mine_hydrogeological_type', '煤矿防治水规定：按最高指标定类'),
  ('煤类（GB/T 5751）', 'coal_rank', '按 Vdaf 与粘结指数 G 分类'),
  ('生产安全事故等级', 'accident_grade', '国务院令第493号'),
  ('煤炭灰分分级（GB/T 15224.1）', 'coal_ash_grade', '干燥基灰分 Ad，%（现行煤层煤分级，界限值可调整）'),
  ('煤炭硫分分级（GB/T 15224.2）', 'coal_sulfur_grade', '干燥基全硫 St,d，%（现行煤层煤分级，界限值可调整）'),
  ('煤炭发热量分级（GB/T 15224.3）', 'coal_calorific_grade', '干燥基高位发热量 Qgr,d，MJ/kg；等级名称依标准，界限值待核实'),
  ('消息状态', 'message_type', '产品规格 §3 消息 messageType');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_production_status', 1, '生产', '1', 'green', ''),
  ('mine_production_status', 2, '建设', '2', 'green', ''),
  ('mine_production_status', 3, '联合试运转', '6', 'blue', ''),
  ('mine_production_status', 4, '停产', '3', 'orange', ''),
  ('mine_production_status', 5, '停建', '4', 'orange', ''),
  ('mine_production_status', 6, '注销', '5', 'red', '');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_production_type', 1, '生产', '1', 'green', ''),
  ('mine_production_type', 2, '建设', '2', 'green', ''),
  ('mine_production_type', 3, '停产', '3', 'orange', ''),
  ('mine_production_type', 4, '停建', '4', 'orange', ''),
  ('mine_production_type', 5, '注销', '5', 'red', ''),
  ('mine_production_type', 6, '联合试运转', '6', 'blue', ''),
  ('mine_production_type', 7, '技术改造', '7', 'blue', '');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_production_scale', 1, '6万吨/年', '6', '', ''),
  ('mine_production_scale', 2, '9万吨/年', '9', '', ''),
  ('mine_production_scale', 3, '15万吨/年', '15', '', ''),
  ('mine_production_scale', 4, '21万吨/年', '21', '', ''),
  ('mine_production_scale', 5, '30万吨/年', '30', '', ''),
  ('mine_production_scale', 6, '45万吨/年', '45', '', ''),
  ('mine_production_scale', 7, '60万吨/年', '60', '', ''),
  ('mine_production_scale', 8, '90万吨/年', '90', '', ''),
  ('mine_production_scale', 9, '120万吨/年', '120', '', ''),
  ('mine_production_scale', 10, '150万吨/年', '150', '', ''),
  ('mine_production_scale', 11, '180万吨/年', '180', '', ''),
  ('mine_production_scale', 12, '240万吨/年', '240', '', ''),
  ('mine_production_scale', 13, '300万吨/年', '300', '', ''),
  ('mine_production_scale', 14, '400万吨/年', '400', '', '');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_merger_type', 1, '关闭指标', '-1', '', ''),
  ('mine_merger_type', 2, '不参与', '0', '', ''),
  ('mine_merger_type', 3, '保留', '1', '', ''),
  ('mine_merger_type', 4, '拟保留', '2', '', ''),
  ('mine_merger_type', 5, '地质勘查报告', '3', '', ''),
  ('mine_merger_type', 6, '划定矿区范围', '4', '', ''),
  ('mine_merger_type', 7, '初步设计', '5', '', ''),
  ('mine_merger_type', 8, '开发利用方案及土地复垦', '6', '', ''),
  ('mine_merger_type', 9, '价款计算结果公示', '7', '', ''),
  ('mine_merger_type', 10, '环境评价', '8', '', ''),
  ('mine_merger_type', 11, '新采矿权颁发', '9', '', '');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_geological_complexity', 1, '简单', '1', 'green', ''),
  ('mine_geological_complexity', 2, '中等', '2', 'orange', ''),
  ('mine_geological_complexity', 3, '复杂', '3', 'red', '');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_gas_grade', 1, '低瓦斯矿井', '1', 'green', '相对涌出量≤10 m³/t，绝对涌出量≤40 m³/min，掘进工作面≤3 m³/min，采煤工作面≤5 m³/min'),
  ('mine_gas_grade', 2, '高瓦斯矿井', '2', 'orange', '任一指标超过低瓦斯矿井界限'),
  ('mine_gas_grade', 3, '煤与瓦斯突出矿井', '3', 'red', '发生过煤与瓦斯突出；煤层瓦斯压力≥0.74 MPa 时进行突出危险性鉴定');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('mine_hydrogeological_type', 1, '简单', '1', 'green', '单位涌水量 q≤0.1 L/(s·m)；正常涌水量≤180 m³/h；最大涌水量≤300 m³/h'),
  ('mine_hydrogeological_type', 2, '中等', '2', 'blue', 'q 0.1–1.0；正常涌水量 180–600 m³/h；最大涌水量 300–1200 m³/h'),
  ('mine_hydrogeological_type', 3, '复杂', '3', 'orange', 'q 1.0–5.0；正常涌水量 600–2100 m³/h；最大涌水量 1200–3000 m³/h'),
  ('mine_hydrogeological_type', 4, '极复杂', '4', 'red', 'q>5.0；正常涌水量>2100 m³/h；最大涌水量>3000 m³/h');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('coal_rank', 1, '无烟煤', 'WY', '', 'Vdaf≤10%'),
  ('coal_rank', 2, '贫煤', 'PM', '', 'Vdaf>10–20%，G≤5'),
  ('coal_rank', 3, '贫瘦煤', 'PS', '', 'Vdaf>10–20%，G 5–20'),
  ('coal_rank', 4, '瘦煤', 'SM', '', 'Vdaf>10–20%，G 20–65'),
  ('coal_rank', 5, '焦煤', 'JM', '', 'Vdaf>20–28%，G 50–65；或 Vdaf>10–20%，G>65'),
  ('coal_rank', 6, '肥煤', 'FM', '', 'Vdaf>10–37%，G>85，y>25 mm'),
  ('coal_rank', 7, '1/3焦煤', '1/3JM', '', 'Vdaf>28–37%，G>65，y≤25 mm'),
  ('coal_rank', 8, '气肥煤', 'QF', '', 'Vdaf>37%，G>85，y>25 mm'),
  ('coal_rank', 9, '气煤', 'QM', '', 'Vdaf>28–37%，G 50–65；或 Vdaf>37%，G 35–65'),
  ('coal_rank', 10, '1/2中粘煤', '1/2ZN', '', 'Vdaf>20–37%，G 30–50'),
  ('coal_rank', 11, '弱粘煤', 'RN', '', 'Vdaf>20–37%，G 5–30'),
  ('coal_rank', 12, '不粘煤', 'BN', '', 'Vdaf>20–37%，G≤5'),
  ('coal_rank', 13, '长焰煤', 'CY', '', 'Vdaf>37%，G≤35'),
  ('coal_rank', 14, '褐煤', 'HM', '', 'Vdaf>37%，PM≤50%');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('accident_grade', 1, '一般事故', '1', 'blue', '死亡<3人，或重伤<10人，或直接经济损失<1000万元'),
  ('accident_grade', 2, '较大事故', '2', 'orange', '死亡3–9人，或重伤10–49人，或直接经济损失1000万–5000万元'),
  ('accident_grade', 3, '重大事故', '3', 'red', '死亡10–29人，或重伤50–99人，或直接经济损失5000万–1亿元'),
  ('accident_grade', 4, '特别重大事故', '4', 'magenta', '死亡≥30人，或重伤≥100人，或直接经济损失≥1亿元');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('coal_ash_grade', 1, '特低灰煤', 'SLA', 'green', 'Ad≤10.00'),
  ('coal_ash_grade', 2, '低灰煤', 'LA', 'green', '10.00<Ad≤20.00'),
  ('coal_ash_grade', 3, '中灰煤', 'MA', 'blue', '20.00<Ad≤30.00'),
  ('coal_ash_grade', 4, '中高灰煤', 'MHA', 'orange', '30.00<Ad≤40.00'),
  ('coal_ash_grade', 5, '高灰煤', 'HA', 'red', '40.00<Ad≤50.00');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('coal_sulfur_grade', 1, '特低硫煤', 'SLS', 'green', 'St,d≤0.50'),
  ('coal_sulfur_grade', 2, '低硫煤', 'LS', 'green', '0.50<St,d≤1.00'),
  ('coal_sulfur_grade', 3, '中硫煤', 'MS', 'blue', '1.00<St,d≤2.00'),
  ('coal_sulfur_grade', 4, '中高硫煤', 'MHS', 'orange', '2.00<St,d≤3.00'),
  ('coal_sulfur_grade', 5, '高硫煤', 'HS', 'red', 'St,d>3.00');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('coal_calorific_grade', 1, '低热值煤', 'LQ', 'red', '界限值待核实，由管理员配置'),
  ('coal_calorific_grade', 2, '中低热值煤', 'MLQ', 'orange', '界限值待核实，由管理员配置'),
  ('coal_calorific_grade', 3, '中热值煤', 'MQ', 'blue', '界限值待核实，由管理员配置'),
  ('coal_calorific_grade', 4, '中高热值煤', 'MHQ', 'blue', '界限值待核实，由管理员配置'),
  ('coal_calorific_grade', 5, '高热值煤', 'HQ', 'green', '界限值待核实，由管理员配置'),
  ('coal_calorific_grade', 6, '特高热值煤', 'SHQ', 'green', '界限值待核实，由管理员配置');
--> statement-breakpoint
INSERT INTO dict_data (dict_type, dict_sort, dict_label, dict_value, list_class, remark) VALUES
  ('message_type', 1, '未开始', '0', 'gray', ''),
  ('message_type', 2, '已开通', '1', 'green', ''),
  ('message_type', 3, '进行中', '2', 'blue', ''),
  ('message_type', 4, '即将到期', '3', 'red', '');
