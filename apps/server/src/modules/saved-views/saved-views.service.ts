import {
  SAVED_VIEW_STATE_MAX_BYTES,
  SAVED_VIEWS_PER_KIND,
  type SavedView,
  type SavedViewCreate,
  type SavedViewKind,
  type SavedViewUpdate,
} from '@coal/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { SavedViewRepository, SavedViewRow } from './saved-views.repository';

function toView(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    kind: row.kind as SavedViewKind,
    name: row.name,
    state: row.state,
    createdAt: formatDateTime(row.createdAt),
    updatedAt: formatDateTime(row.updatedAt),
  };
}

/** A state is stored as JSON; its size is what it costs to keep and to send back. */
function checkSize(state: Record<string, unknown>) {
  const size = Buffer.byteLength(JSON.stringify(state));
  if (size > SAVED_VIEW_STATE_MAX_BYTES)
    throw new BadRequestError('savedViews.stateTooLarge', { size, max: SAVED_VIEW_STATE_MAX_BYTES });
}

/** Each user's named page states, per kind; a view of another user is as absent as a deleted one. */
export function createSavedViewService({ views }: { views: SavedViewRepository }) {
  async function owned(userId: number, id: number): Promise<SavedViewRow> {
    const row = await views.find(userId, id);
    if (!row) throw new NotFoundError('savedViews.notFound');
    return row;
  }

  return {
    async list(userId: number, kind?: SavedViewKind): Promise<SavedView[]> {
      return (await views.list(userId, kind)).map(toView);
    },

    async create(userId: number, input: SavedViewCreate): Promise<SavedView> {
      checkSize(input.state);
      if ((await views.countOfKind(userId, input.kind)) >= SAVED_VIEWS_PER_KIND)
        throw new BadRequestError('savedViews.tooMany', { max: SAVED_VIEWS_PER_KIND });
      const row = await views.insert({ userId, ...input });
      if (!row) throw new ConflictError('savedViews.nameTaken', { name: input.name });
      return toView(row);
    },

    /** Renames the view, overwrites its state, or both. */
    async update(userId: number, id: number, patch: SavedViewUpdate): Promise<SavedView> {
      const current = await owned(userId, id);
      if (patch.state) checkSize(patch.state);
      if (patch.name !== undefined && (await views.nameTaken(userId, current.kind, patch.name, id)))
        throw new ConflictError('savedViews.nameTaken', { name: patch.name });
      const row = await views.update(userId, id, patch);
      if (!row) throw new NotFoundError('savedViews.notFound');
      return toView(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await views.remove(userId, id))) throw new NotFoundError('savedViews.notFound');
    },
  };
}
export type SavedViewService = ReturnType<typeof createSavedViewService>;
