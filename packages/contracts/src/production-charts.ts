// No zod here: the production analysis page names its charts without loading any schema.

/** The charts of the production analysis, each exportable on its own. */
export const PRODUCTION_CHARTS = ['output', 'prefecture', 'capacity', 'status', 'share', 'openings'] as const;
export type ProductionChart = (typeof PRODUCTION_CHARTS)[number];
