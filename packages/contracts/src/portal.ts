import { z } from 'zod';
import { envelopeOf } from './envelope';

const bucket = z.object({
  value: z.string(),
  label: z.string(),
  /** Dictionary colour of the value, where it has one. */
  color: z.string(),
  mines: z.number().int(),
  /** Approved capacity, 10⁴ t/a. */
  capacity: z.number(),
});
export type PortalBucket = z.infer<typeof bucket>;

/** Province headline figures, aggregated on the server (home portal and workplace). */
export const provinceOverview = z.object({
  mines: z.number().int(),
  capacity: z.number(),
  producingMines: z.number().int(),
  producingCapacity: z.number(),
  byStatus: z.array(bucket),
  byPrefecture: z.array(
    bucket.extend({
      /** Mines by production status value within the prefecture. */
      byStatus: z.record(z.string(), z.number().int()),
    }),
  ),
  /** True while any mine of the dataset is synthetic sample data (示例数据). */
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type ProvinceOverview = z.infer<typeof provinceOverview>;
export const provinceOverviewResponse = envelopeOf(provinceOverview);
