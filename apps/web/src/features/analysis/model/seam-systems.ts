import type { Coalfield, Horizon } from '@coal/contracts';
import type { AnalysisKey } from '../analysis-i18n';

type Translate = (key: AnalysisKey, options?: Record<string, string | number>) => string;

/** A coalfield's name, the numbering system its mines use. */
export const systemName = (t: Translate, system: Coalfield | null): string =>
  t(system ? (`analysis.system.${system}` as AnalysisKey) : 'analysis.system.unknown');

/** "m3" → 龙潭组中段第 3 层位. */
export function horizonName(t: Translate, horizon: Horizon): string {
  const member = horizon.slice(0, 1) as 'u' | 'm' | 'l';
  return t(`analysis.horizon.${member}`, { n: Number(horizon.slice(1)) });
}
