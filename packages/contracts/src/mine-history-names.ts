// No zod here: the history page names its changes without loading any schema.

/**
 * Where a write to a mine came from: an import commit, an admin's edit of one mine, a batch edit of
 * several, or an edit made to correct what a data-feedback thread reported.
 */
export const MINE_EDIT_SOURCES = ['import', 'edit', 'batchEdit', 'feedback'] as const;
export type MineEditSource = (typeof MINE_EDIT_SOURCES)[number];

/** The `field` of a change that created the mine (an import's new mine): before is null, after its row. */
export const MINE_CREATED_FIELD = '*created';
