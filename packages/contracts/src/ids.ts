import { z } from 'zod';

/** Row ids are int4 columns: a larger number would overflow in the database, so it is refused here. */
export const ID_MAX = 2_147_483_647;

/** An id in a path or query string. */
export const idParam = z.coerce.number().int().min(1).max(ID_MAX);
/** An id in a JSON body. */
export const idValue = z.number().int().min(1).max(ID_MAX);
/** A 1-based page number; bounded like ids so offsets stay in range. */
export const pageNumber = z.coerce.number().int().min(1).max(ID_MAX).default(1);
