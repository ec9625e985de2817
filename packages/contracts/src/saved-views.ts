import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idParam } from './ids';

/** Pages whose state a user may save under a name and open again (from the page and the workplace). */
export const SAVED_VIEW_KINDS = ['pivot', 'analysis', 'registerQuery'] as const;
export type SavedViewKind = (typeof SAVED_VIEW_KINDS)[number];

export const SAVED_VIEW_NAME_MAX = 60;
/** A view's state as JSON, at most this many bytes: a page's URL state, not a dataset. */
export const SAVED_VIEW_STATE_MAX_BYTES = 8 * 1024;
/** Views one user keeps per kind. */
export const SAVED_VIEWS_PER_KIND = 100;

const name = z.string().trim().min(1).max(SAVED_VIEW_NAME_MAX);
/** Whatever the page keeps (for URL-backed pages, its query parameters); its size is checked by the server. */
const state = z.record(z.string(), z.unknown());

export const savedView = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_VIEW_KINDS),
  name: z.string(),
  state,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewListQuery = z.object({ kind: z.enum(SAVED_VIEW_KINDS).optional() });
export const savedViewCreate = z.object({ kind: z.enum(SAVED_VIEW_KINDS), name, state });
export type SavedViewCreate = z.infer<typeof savedViewCreate>;
/** A new name, a new state (overwrite), or both. */
export const savedViewUpdate = z
  .object({ name: name.optional(), state: state.optional() })
  .refine((v) => v.name !== undefined || v.state !== undefined, { message: 'name or state' });
export type SavedViewUpdate = z.infer<typeof savedViewUpdate>;
export const savedViewParams = z.object({ id: idParam });

export const savedViewResponse = envelopeOf(savedView);
export const savedViewListResponse = envelopeOf(z.array(savedView));
