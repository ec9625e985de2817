import { z } from 'zod';
import { pageNumber } from './ids';

/** Body codes mirror HTTP statuses; 200 is the only success (SPEC.md §8). */
export const SUCCESS_CODE = 200;
export const ERROR_CODES = [400, 401, 403, 404, 409, 413, 422, 429, 500, 503] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const listEnvelopeOf = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null().optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const okEnvelope = envelopeOf(z.null());

/** Paging per the RuoYi convention: 1-based pageNum, bounded pageSize. */
export const MAX_PAGE_SIZE = 100;
export const pageQuery = z.object({
  pageNum: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;
