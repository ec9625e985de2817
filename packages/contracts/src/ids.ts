import { z } from 'zod';
import { ID_MAX } from './id-max';

/** An id in a path or query string. */
export const idParam = z.coerce.number().int().min(1).max(ID_MAX);
/** An id in a JSON body. */
export const idValue = z.number().int().min(1).max(ID_MAX);
/** A 1-based page number; bounded like ids so offsets stay in range. */
export const pageNumber = z.coerce.number().int().min(1).max(ID_MAX).default(1);
