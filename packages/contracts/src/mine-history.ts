import { z } from 'zod';

/**
 * Where a write to a mine came from: an import commit, an admin's edit of one mine, a batch edit of
 * several, or an edit made to correct what a data-feedback thread reported.
 */
export const MINE_EDIT_SOURCES = ['import', 'edit', 'batchEdit', 'feedback'] as const;
export const mineEditSource = z.enum(MINE_EDIT_SOURCES);
export type MineEditSource = z.infer<typeof mineEditSource>;

/** The `field` of a change that created the mine (an import's new mine): before is null, after its row. */
export const MINE_CREATED_FIELD = '*created';
