// No zod here: the company list and profile read these names without loading any schema.

/** holder: holds mining licences itself; group: holds them through subsidiaries (more than half, up the chain). */
export const COMPANY_ROLES = ['holder', 'group'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Records that count on a company's card when dated within the window (three years to the reference date). */
export const COMPANY_RECORD_COUNTS = ['accidents', 'penalties', 'dishonest'] as const;
export type CompanyRecordCount = (typeof COMPANY_RECORD_COUNTS)[number];

export const COMPANY_SORT_COLUMNS = [
  'mines',
  'capacity',
  'band',
  'accidents',
  'penalties',
  'dishonest',
  'name',
] as const;
export type CompanySortColumn = (typeof COMPANY_SORT_COLUMNS)[number];

export const COMPANY_RECORD_ENTITIES = [
  'accidents',
  'penalties',
  'dishonest',
  'auctions',
  'changes',
] as const;
export type CompanyRecordEntity = (typeof COMPANY_RECORD_ENTITIES)[number];
