// No zod here: pages read the dictionary type names without loading any schema.
/** Dictionary types the product reads; every coded field of the spec is one. */
export const DICT_TYPES = {
  productionStatus: 'mine_production_status',
  productionType: 'mine_production_type',
  productionScale: 'mine_production_scale',
  mergerType: 'mine_merger_type',
  complexity: 'mine_geological_complexity',
  gasGrade: 'mine_gas_grade',
  hydroType: 'mine_hydrogeological_type',
  coalRank: 'coal_rank',
  accidentGrade: 'accident_grade',
  ashGrade: 'coal_ash_grade',
  sulfurGrade: 'coal_sulfur_grade',
  calorificGrade: 'coal_calorific_grade',
  messageType: 'message_type',
} as const;
