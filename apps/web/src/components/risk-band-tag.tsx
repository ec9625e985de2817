import type { RiskBand } from '@coal/contracts';
import { StatusTag, type StatusTone } from './status-tag';

// The app's own tags keep AA contrast in both themes; antd's preset colours do not.
const TONES: Record<RiskBand, StatusTone> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };

/** A risk band A (low) … D (high) in its colour; the text comes from the page's own messages. */
export function RiskBandTag({ band, label }: { band: RiskBand; label: string }) {
  return <StatusTag tone={TONES[band]}>{label}</StatusTag>;
}
