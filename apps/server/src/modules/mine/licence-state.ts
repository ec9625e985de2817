import { LICENCE_WARNING_DAYS } from '@coal/contracts';

export type LicenceState = 'valid' | 'expiring' | 'expired';

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Expired after its last valid day; expiring within the warning window (extension is due 3 months ahead). */
export function licenceState(
  validTo: string | null,
  today: string,
): { daysLeft: number | null; state: LicenceState } {
  if (!validTo) return { daysLeft: null, state: 'valid' };
  const daysLeft = daysBetween(today, validTo);
  return {
    daysLeft,
    state: daysLeft < 0 ? 'expired' : daysLeft <= LICENCE_WARNING_DAYS ? 'expiring' : 'valid',
  };
}

/** The latest licence of each kind (mining, safety): the one whose expiry matters now. */
export function latestLicences<T extends { kind: string; validTo: string | null }>(licences: T[]): T[] {
  const latest = new Map<string, T>();
  for (const licence of licences) {
    const seen = latest.get(licence.kind);
    if (!seen || (licence.validTo ?? '') > (seen.validTo ?? '')) latest.set(licence.kind, licence);
  }
  return [...latest.values()];
}
