/**
 * Coal-quality grades per GB/T 15224 (current seam-coal tables) and accident grades per 国务院令第493号.
 * Boundaries are parameters: DOMAIN.md marks the seam-coal tables [U] and the calorific boundaries unknown,
 * so each has a default that an administrator's configuration may replace.
 */
export interface GradeBand {
  code: string;
  /** Inclusive upper bound; the last band has Infinity. */
  max: number;
}

export const ASH_BANDS: readonly GradeBand[] = [
  { code: 'SLA', max: 10 },
  { code: 'LA', max: 20 },
  { code: 'MA', max: 30 },
  { code: 'MHA', max: 40 },
  { code: 'HA', max: 50 },
];

export const SULFUR_BANDS: readonly GradeBand[] = [
  { code: 'SLS', max: 0.5 },
  { code: 'LS', max: 1 },
  { code: 'MS', max: 2 },
  { code: 'MHS', max: 3 },
  { code: 'HS', max: Infinity },
];

/** Qgr,d in MJ/kg. Not verified against the standard (DOMAIN.md §3): placeholders to be configured. */
export const CALORIFIC_BANDS: readonly GradeBand[] = [
  { code: 'LQ', max: 17 },
  { code: 'MLQ', max: 21 },
  { code: 'MQ', max: 24 },
  { code: 'MHQ', max: 27 },
  { code: 'HQ', max: 30 },
  { code: 'SHQ', max: Infinity },
];

function band(value: number | null | undefined, bands: readonly GradeBand[]): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  // Compare at two decimals, the precision of the standard's tables (10.004 is still 10.00).
  const v = Math.round(value * 100) / 100;
  return bands.find((b) => v <= b.max)?.code ?? null;
}

/** Ash Ad (%) → SLA..HA; above 50 % the material is not coal (null). */
export const gradeAsh = (ad: number | null | undefined, bands = ASH_BANDS) => band(ad, bands);
/** Total sulfur St,d (%) → SLS..HS. */
export const gradeSulfur = (std: number | null | undefined, bands = SULFUR_BANDS) => band(std, bands);
/** Gross calorific value Qgr,d (MJ/kg) → LQ..SHQ. */
export const gradeCalorific = (qgrd: number | null | undefined, bands = CALORIFIC_BANDS) => band(qgrd, bands);

/**
 * 国务院令第493号 art. 3: the grade is set by whichever of deaths, serious injuries or direct loss
 * (in 10⁴ CNY) reaches the highest band. Returns the accident_grade dictionary value '1'..'4'.
 */
export function gradeAccident(
  deaths: number,
  seriousInjuries: number,
  directLoss: number,
): '1' | '2' | '3' | '4' {
  if (deaths >= 30 || seriousInjuries >= 100 || directLoss >= 10_000) return '4';
  if (deaths >= 10 || seriousInjuries >= 50 || directLoss >= 5_000) return '3';
  if (deaths >= 3 || seriousInjuries >= 10 || directLoss >= 1_000) return '2';
  return '1';
}

/** 煤矿瓦斯等级鉴定办法: low-gas only while every limit holds; outburst once an outburst happened. */
export function gradeGas(input: {
  relativeEmission: number;
  absoluteEmission: number;
  maxHeadingEmission?: number;
  maxFaceEmission?: number;
  hadOutburst: boolean;
}): '1' | '2' | '3' {
  if (input.hadOutburst) return '3';
  const high =
    input.relativeEmission > 10 ||
    input.absoluteEmission > 40 ||
    (input.maxHeadingEmission ?? 0) > 3 ||
    (input.maxFaceEmission ?? 0) > 5;
  return high ? '2' : '1';
}

/** Capacity scale (10⁴ t/a): large ≥120, medium 45–120, small <45 (DOMAIN.md §3). */
export function capacityScale(capacity: number): 'large' | 'medium' | 'small' {
  if (capacity >= 120) return 'large';
  if (capacity >= 45) return 'medium';
  return 'small';
}
