import { z } from 'zod';
import { pageNumber } from './ids';

export { ERROR_CODES, type ErrorCode, SUCCESS_CODE } from './envelope-codes';

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
