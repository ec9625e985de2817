import type { CellValue, MineRecord, RowValues } from '../../modules/mine';
import { assetValueRange } from './asset-values';
import { addDays } from './dates';
import { DESIGN_FLOOR_FROM, designFloor } from './facts';
import { ACCIDENT_PENALTY_DAYS, missingHazards, SERIOUS_GRADES } from './hazards';

/**
 * Rules of issue 33: a mine's time runs one way, enforcement follows its accidents and hazards, and
 * asset values fit their kind. Each returns readable sentences; an empty list means the mine passes.
 */
type Check = (record: MineRecord, ctx: { referenceDate: string }) => string[];

const str = (v: CellValue | undefined): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);
const rows = (record: MineRecord, entity: keyof MineRecord['children']): RowValues[] =>
  record.children[entity] ?? [];
const STOPPED = new Set(['3', '4']);

/** The year a halted mine stopped, as its profile states it ("2019年起停产"), else the year after its last output. */
export function haltYearOf(record: MineRecord): number | null {
  if (!STOPPED.has(str(record.mine.productionStatus))) return null;
  const stated = /(\d{4})年起停[产建]/.exec(record.documents.productionSummary?.summary ?? '');
  if (stated) return Number(stated[1]);
  const years = rows(record, 'production').map((p) => num(p.year));
  return years.length ? Math.max(...years) + 1 : null;
}

/** The design capacity and the date it was approved. */
function designOf(record: MineRecord): { on: string; capacity: number } | null {
  const design = rows(record, 'capacityChanges').find((c) => c.kind === '设计');
  if (design) return { on: str(design.announcedOn), capacity: num(design.capacity) };
  const approval = rows(record, 'procedures').find((p) => p.name === '初步设计批复' && p.status === '已办理');
  return approval ? { on: str(approval.approvedOn), capacity: num(record.mine.capacity) } : null;
}

export const timeRunsOneWay: Check = (record) => {
  const out: string[] = [];
  const m = record.mine;
  const status = str(m.productionStatus);
  const design = designOf(record);
  const floor = designFloor(str(m.gasGrade));
  if (design && design.on >= DESIGN_FLOOR_FROM && design.capacity < floor)
    out.push(`design of ${design.capacity} approved ${design.on}, below the post-2013 floor ${floor}`);
  const established = str(m.companyEstablishedOn);
  for (const l of rows(record, 'licences'))
    if (established && str(l.issuedOn) < established)
      out.push(
        `${str(l.kind)} licence ${str(l.issuedOn)} issued before ${str(m.company)} existed (${established})`,
      );
  const acceptance = rows(record, 'procedures').find((p) => p.name === '竣工验收' && p.status === '已办理');
  const acceptanceYear = acceptance ? Number(str(acceptance.approvedOn).slice(0, 4)) : null;
  for (const p of rows(record, 'production'))
    if (acceptanceYear ? num(p.year) < acceptanceYear : status !== '6')
      out.push(`output in ${num(p.year)} before 竣工验收 ${acceptanceYear ?? '(none)'}`);
  const headings = record.documents.productionSummary?.headingFaces ?? 0;
  if (!['1', '2', '6'].includes(status) && headings > 0)
    out.push(`status ${status} drives ${headings} headings`);
  const outbursts = rows(record, 'accidents')
    .filter((a) => a.kind === '煤与瓦斯突出')
    .map((a) => str(a.occurredOn));
  for (const c of rows(record, 'capacityChanges'))
    if (c.kind === '核增' && outbursts.some((on) => on < str(c.announcedOn)))
      out.push(`核增 on ${str(c.announcedOn)} after an outburst`);
  const halt = haltYearOf(record);
  if (halt === null) return out;
  const haltStart = `${halt}-01-01`;
  for (const l of rows(record, 'licences'))
    if (l.kind === 'safety' && str(l.issuedOn) >= haltStart)
      out.push(`safety licence issued ${str(l.issuedOn)}, after the halt of ${halt}`);
  for (const c of rows(record, 'capacityChanges'))
    if (c.kind === '核增' && str(c.announcedOn) >= haltStart)
      out.push(`核增 on ${str(c.announcedOn)} at an idle mine`);
  for (const p of rows(record, 'penalties'))
    if (Number(str(p.decidedOn).slice(0, 4)) > halt)
      out.push(`violation on ${str(p.decidedOn)}, years after the halt of ${halt}`);
  for (const v of rows(record, 'supervision'))
    if (Number(str(v.date).slice(0, 4)) > halt)
      out.push(`${str(v.kind)} on ${str(v.date)}, years after the halt of ${halt}`);
  return out;
};

export const enforcementFollows: Check = (record, { referenceDate }) => {
  const out: string[] = [];
  const texts = [
    ...rows(record, 'penalties').map((p) => str(p.violation)),
    ...rows(record, 'supervision').map((v) => str(v.content)),
  ];
  for (const text of texts)
    for (const hazard of missingHazards(text, record.mine)) out.push(`"${text}" at a mine without ${hazard}`);
  const penalties = rows(record, 'penalties').map((p) => str(p.decidedOn));
  for (const a of rows(record, 'accidents')) {
    const on = str(a.occurredOn);
    if (!SERIOUS_GRADES.has(str(a.grade))) continue;
    const deadline = addDays(on, ACCIDENT_PENALTY_DAYS);
    if (deadline > referenceDate) continue;
    if (!penalties.some((d) => d >= on && d <= deadline))
      out.push(`grade ${str(a.grade)} accident on ${on} with no penalty within two years`);
  }
  return out;
};

export const assetValuesByKind: Check = (record) => {
  const out: string[] = [];
  for (const a of rows(record, 'assets')) {
    const range = assetValueRange(str(a.kind), str(a.name));
    const value = num(a.value);
    if (range && !(value >= range[0] && value <= range[1]))
      out.push(`${str(a.kind)} ${str(a.name)} valued ${value} 万, outside ${range[0]}–${range[1]} 万`);
  }
  return out;
};
