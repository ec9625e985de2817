// No zod here: the profile's values and charts read seam numbers without loading any schema.

/** M9, M-9, 9号煤, 9号煤层, #9, C9 → 9; 5－3 → 5-3; 6中 stays 6中. */
export function normaliseSeam(raw: string): string {
  let s = raw.normalize('NFKC').trim().toUpperCase().replace(/\s+/g, '');
  s = s.replace(/^(NO\.?|[MC#])-?/, '');
  s = s.replace(/(号煤层|号煤|号|煤层|#)$/, '');
  s = s.replace(/^(NO\.?|[MC#])-?/, '');
  return s.replace(/[－—–_]/g, '-');
}

/** How a normalised seam number is shown: M9, M5-3; names that are not numbers stay as they are. */
export const seamLabel = (seam: string): string => (/^\d/.test(seam) ? `M${seam}` : seam);

/** Numeric seam order: 1, 3, 5-2, 5-3, 6, 6中, 7, 10 …; names without a number last. */
export function compareSeams(a: string, b: string): number {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  const ia = Number.isNaN(na) ? Infinity : na;
  const ib = Number.isNaN(nb) ? Infinity : nb;
  if (ia !== ib) return ia - ib;
  return a.localeCompare(b, 'zh-CN');
}
