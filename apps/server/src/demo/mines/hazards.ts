import type { RowValues } from '../../modules/mine';

/**
 * Which hazard a violation or a hidden danger presumes, by the words it uses: 防突 and 突出 only at an
 * outburst mine, 瓦斯抽采 at a high-gas or outburst mine, 探放水 where water is at least a medium hazard,
 * 严重水患 where it is complex or worse.
 */
const TERMS: readonly {
  pattern: RegExp;
  hazard: string;
  holds: (gasGrade: string, hydroType: string) => boolean;
}[] = [
  { pattern: /防突|突出矿井/, hazard: '煤与瓦斯突出', holds: (gas) => gas === '3' },
  { pattern: /瓦斯抽采/, hazard: '高瓦斯', holds: (gas) => gas === '2' || gas === '3' },
  { pattern: /严重水患/, hazard: '复杂水文地质', holds: (_, hydro) => Number(hydro) >= 3 },
  { pattern: /探放水/, hazard: '水害', holds: (_, hydro) => Number(hydro) >= 2 },
];

/** The hazards a text presumes that the mine does not have (empty when the text fits the mine). */
export function missingHazards(text: string, mine: RowValues): string[] {
  const gas = typeof mine.gasGrade === 'string' ? mine.gasGrade : '';
  const hydro = typeof mine.hydroType === 'string' ? mine.hydroType : '';
  return TERMS.filter((t) => t.pattern.test(text) && !t.holds(gas, hydro)).map((t) => t.hazard);
}

/** Accident grades (国务院令493) from 较大 up: each is followed by a penalty decision. */
export const SERIOUS_GRADES = new Set(['2', '3', '4']);
/** The time an authority has to decide on a serious accident, in days. */
export const ACCIDENT_PENALTY_DAYS = 730;
