import type { DemoProfile } from './profiles';

/** 2025-03-05 → 2025年3月5日, as the news writes dates. */
export const cnDate = (date: string) =>
  `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** 2025-03-05 → 3月5日, for dates within the article's own year. */
export const cnMonthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The mine as a headline names it: with its county once, never "绥阳县绥阳县…". */
export const placeName = (m: DemoProfile) => (m.name.includes(m.county) ? m.name : `${m.county}${m.name}`);

/** The holder, or the county's wording for a mine without one on record. */
export const holderOf = (m: DemoProfile) => m.company ?? `${m.county}一家煤业企业`;

/** 国务院令第493号 grades, as the accident_grade codes say. */
export const GRADE_LABELS: Record<string, string> = {
  '1': '一般',
  '2': '较大',
  '3': '重大',
  '4': '特别重大',
};

/** The mine's gas class as recorded, the way an accident report states it. */
export function gasClass(m: DemoProfile): string | null {
  if (m.gasGrade === '3') return '煤与瓦斯突出矿井';
  if (m.gasGrade === '2') return '高瓦斯矿井';
  if (m.gasGrade === '1') return '低瓦斯矿井';
  return null;
}

/** 1 decimal at most, no trailing zero: 12 → "12", 12.50 → "12.5". */
export const amount = (value: number) => String(Math.round(value * 10) / 10);

/** Statuses that run a mine: producing and trial production. */
export const WORKING = new Set(['1', '6']);

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);
