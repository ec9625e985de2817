import { z } from 'zod';
import { envelopeOf } from './envelope';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthData = z.infer<typeof healthData>;
export const healthResponse = envelopeOf(healthData);
