import { ANALYSIS_RADIUS } from '@coal/contracts';
import { z } from 'zod';

export interface ComparisonParams {
  radiusKm: number;
  /** Seam tab: the seams asked for (comma list, normalised by the server); empty means the default columns. */
  seams: string;
  /** Quality tab: the seam compared; empty means every seam. */
  seam: string;
}

// A bad value in a shared link falls back to the default, never an error page.
const schema = z.object({
  radius: z.coerce
    .number()
    .finite()
    .min(ANALYSIS_RADIUS.min)
    .max(ANALYSIS_RADIUS.max)
    .catch(ANALYSIS_RADIUS.default)
    .default(ANALYSIS_RADIUS.default),
  seams: z.string().max(200).catch('').default(''),
  seam: z.string().max(20).catch('').default(''),
});

export function parseComparisonParams(params: URLSearchParams): ComparisonParams {
  const v = schema.parse(Object.fromEntries(params));
  return { radiusKm: v.radius, seams: v.seams, seam: v.seam };
}

/** The query of a comparison; the default radius is left out so links stay short. */
export function toComparisonParams(p: ComparisonParams): URLSearchParams {
  const params = new URLSearchParams();
  if (p.radiusKm !== ANALYSIS_RADIUS.default) params.set('radius', String(p.radiusKm));
  if (p.seams) params.set('seams', p.seams);
  if (p.seam) params.set('seam', p.seam);
  return params;
}
