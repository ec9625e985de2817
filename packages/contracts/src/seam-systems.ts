/**
 * Seam numbering systems of Guizhou's coalfields and how their seams correlate. Each coalfield numbers
 * the Upper Permian Longtan Formation (P3l) seams its own way (DOMAIN.md §2: Zhijin 5-3, 6, 7, 14 …;
 * Panzhou No. 3, Yueliangtian No. 19), so a seam number means something only within its coalfield. The
 * horizons below are coalfield-independent positions in the formation, top down, through which seams
 * of different systems are compared.
 */
export const COALFIELDS = [
  'zhina',
  'weihe',
  'liupanshui',
  'liuzhi',
  'panxian',
  'xingyi',
  'qianbei',
  'central',
  'east',
] as const;
export type Coalfield = (typeof COALFIELDS)[number];

/** Longtan Formation upper (u), middle (m) and lower (l) members, horizons numbered top down. */
export const HORIZONS = [
  'u1',
  'u2',
  'u3',
  'u4',
  'm1',
  'm2',
  'm3',
  'm4',
  'm5',
  'l1',
  'l2',
  'l3',
  'l4',
  'l5',
] as const;
export type Horizon = (typeof HORIZONS)[number];

/** Each coalfield's seams, top down, with the horizon each one lies on (one seam per horizon). */
export const SEAM_TABLES: Record<Coalfield, readonly (readonly [seam: string, horizon: Horizon])[]> = {
  zhina: [
    ['5-3', 'u1'],
    ['6', 'u2'],
    ['6中', 'u3'],
    ['7', 'u4'],
    ['14', 'm1'],
    ['16', 'm2'],
    ['21', 'm4'],
    ['27', 'm5'],
    ['30', 'l1'],
    ['32', 'l2'],
    ['33', 'l3'],
    ['35', 'l5'],
  ],
  weihe: [
    ['1', 'u1'],
    ['3', 'u3'],
    ['5', 'm1'],
    ['7', 'm3'],
    ['9', 'm5'],
    ['11', 'l2'],
    ['13', 'l4'],
  ],
  liupanshui: [
    ['1', 'u1'],
    ['3', 'u2'],
    ['5-2', 'u3'],
    ['7', 'u4'],
    ['9', 'm1'],
    ['10', 'm2'],
    ['11', 'm3'],
    ['12', 'm4'],
    ['13', 'm5'],
    ['15', 'l1'],
    ['17', 'l2'],
    ['18', 'l3'],
    ['29', 'l5'],
  ],
  liuzhi: [
    ['1', 'u1'],
    ['3', 'u3'],
    ['7', 'm1'],
    ['9', 'm3'],
    ['11', 'm4'],
    ['14', 'l2'],
    ['17', 'l4'],
  ],
  panxian: [
    ['1', 'u1'],
    ['2', 'u2'],
    ['3', 'u4'],
    ['9', 'm2'],
    ['12', 'm4'],
    ['16', 'l1'],
    ['17', 'l2'],
    ['18', 'l3'],
    ['19', 'l4'],
  ],
  xingyi: [
    ['1', 'u1'],
    ['2', 'u2'],
    ['3', 'u3'],
    ['9', 'm1'],
    ['12', 'm3'],
    ['16', 'm5'],
    ['17', 'l1'],
    ['18', 'l2'],
    ['19', 'l3'],
    ['22', 'l5'],
  ],
  qianbei: [
    ['5', 'u2'],
    ['6', 'm1'],
    ['7', 'm3'],
    ['8', 'l1'],
    ['9', 'l3'],
  ],
  central: [
    ['1', 'u1'],
    ['2', 'u2'],
    ['3', 'u4'],
    ['4', 'm1'],
    ['5', 'm2'],
    ['6', 'm4'],
    ['7', 'l1'],
    ['9', 'l3'],
    ['11', 'l5'],
  ],
  east: [
    ['1', 'u2'],
    ['2', 'm2'],
    ['3', 'l1'],
    ['4', 'l3'],
  ],
};

/** County (6-digit code) → coalfield (DOMAIN.md §2's nine coal-bearing regions, grouped by county). */
export function coalfieldOfCounty(countyCode: string): Coalfield {
  if (['520524', '520525', '520521', '520581', '520523', '520502'].includes(countyCode)) return 'zhina';
  if (['520526', '520527'].includes(countyCode)) return 'weihe';
  if (['520281', '520204', '520201'].includes(countyCode)) return 'liupanshui';
  if (countyCode === '520203') return 'liuzhi';
  if (['522323', '522324'].includes(countyCode)) return 'panxian';
  if (countyCode.startsWith('5223')) return 'xingyi';
  if (countyCode.startsWith('5203')) return 'qianbei';
  if (countyCode.startsWith('5226') || countyCode.startsWith('5206')) return 'east';
  return 'central';
}

/** The horizon of a (normalised) seam number in a coalfield's table, or null when the table lacks it. */
export function horizonOf(field: Coalfield, seam: string): Horizon | null {
  return SEAM_TABLES[field].find(([name]) => name === seam)?.[1] ?? null;
}

/** The seam a coalfield numbers on a horizon, or null when the coalfield has none there. */
export function seamOnHorizon(field: Coalfield, horizon: Horizon): string | null {
  return SEAM_TABLES[field].find(([, h]) => h === horizon)?.[0] ?? null;
}
