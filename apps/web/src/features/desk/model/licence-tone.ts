import type { DeskMine } from '@coal/contracts';
import type { StatusTone } from '@/components/status-tag';

type Warning = NonNullable<DeskMine['licenceWarning']>;

/** Expired licences red, those due within the warning window orange, others green. */
export function licenceTone(warning: Pick<Warning, 'state'>): StatusTone {
  if (warning.state === 'expired') return 'red';
  if (warning.state === 'expiring') return 'orange';
  return 'green';
}

/** Nearest expiry first; expired ones (negative days) lead. */
export function byUrgency(a: DeskMine, b: DeskMine): number {
  return (a.licenceWarning?.daysLeft ?? Infinity) - (b.licenceWarning?.daysLeft ?? Infinity);
}

/** Share of the largest bucket, for the bar beside each figure (0–100). */
export function shareOf(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(100, Math.round((value / max) * 1000) / 10);
}
