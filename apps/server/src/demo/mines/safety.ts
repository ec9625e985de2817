import { gradeAccident } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';
import { addDays, dateIn, yearOf } from './dates';
import type { MineFacts } from './facts';
import { round } from './geology';
import { missingHazards, SERIOUS_GRADES } from './hazards';
import type { Random } from './random';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

const VIOLATIONS = [
  '未按规定进行瓦斯抽采达标评判',
  '采掘工作面风量不足',
  '安全监控系统传感器未按规定设置',
  '超层越界开采',
  '未按规定开展防突措施效果检验',
  '探放水设计未经审批',
  '特种作业人员无证上岗',
  '隐患排查治理台账不完善',
  '井下电气设备失爆',
  '未按设计布置回采工作面',
];

/**
 * Fines by the body that existed on the decision date, numbered with its prefix; a 停产整顿 order
 * only where the mine worked that year, and its days are returned so the output record loses them.
 */
export function makePenalties(
  r: Random,
  facts: MineFacts,
): { rows: RowValues[]; suspendedDays: Map<number, number>; suspensions: Suspension[] } {
  const county = str(facts.mine.county);
  const { outputFrom, outputTo, closedOn, projectApproval } = facts.timeline;
  const firstYear = Math.max(2015, yearOf(projectApproval ?? '2015-01-01'));
  // A halted mine breaks no rules after the year it stopped: nothing is worked there.
  const lastYear = closedOn ? yearOf(closedOn) - 1 : (facts.timeline.haltYear ?? facts.refYear);
  const suspendedDays = new Map<number, number>();
  const rows: RowValues[] = [];
  const suspensions: Suspension[] = [];
  if (lastYear < firstYear) return { rows, suspendedDays, suspensions };
  const count = r.weighted([
    [0, 30],
    [1, 30],
    [2, 20],
    [3, 12],
    [4, 8],
  ]);
  for (let i = 0; i < count; i++) {
    const year = r.int(firstYear, lastYear);
    const decidedOn = dateIn(year, r.int(0, year === facts.refYear ? 150 : 364));
    if (decidedOn > facts.referenceDate) continue;
    const amount = r.weighted([
      [r.int(1, 10), 50],
      [r.int(10, 50), 35],
      [r.int(50, 200), 15],
    ]);
    const kind = r.weighted([
      ['mineSafety', 50],
      ['emergency', 15],
      ['energy', 20],
      ['county', 15],
    ] as const);
    const body =
      kind === 'county'
        ? { name: `${county}能源局`, prefix: `${county.slice(0, 2)}能源` }
        : bodyOn(kind, decidedOn);
    const worked = outputFrom !== null && outputTo !== null && year >= outputFrom && year <= outputTo;
    const suspend = worked && year <= facts.lastYear && !suspendedDays.has(year) && r.chance(0.2);
    if (suspend) suspendedDays.set(year, r.int(35, 120));
    const documentNo = `${body.prefix}罚〔${year}〕${r.int(1, 999)}号`;
    if (suspend)
      suspensions.push({ decidedOn, days: suspendedDays.get(year)!, authority: body.name, documentNo });
    rows.push({
      documentNo,
      decidedOn,
      authority: body.name,
      violation: `${str(facts.mine.name)}${r.pick(fitting(VIOLATIONS, facts))}`,
      decision: `罚款人民币${amount}万元${suspend ? `，责令停产整顿${suspendedDays.get(year)}日` : ''}`,
      amount,
      paidAmount: r.chance(0.85) ? amount : round(amount * r.range(0, 0.9), 1),
    });
  }
  rows.sort((a, b) => str(a.decidedOn).localeCompare(str(b.decidedOn)));
  return { rows, suspendedDays, suspensions };
}

/** The items that fit the mine's hazards (no 防突 item at a mine that is not an outburst mine). */
function fitting(items: readonly string[], facts: MineFacts): string[] {
  return items.filter((item) => missingHazards(item, facts.mine).length === 0);
}

/**
 * A serious accident (较大 or worse) is followed within months by the safety authority's decision,
 * fined by grade (安全生产法 ranges), unless the reference date comes first.
 */
export function addAccidentPenalties(
  r: Random,
  facts: MineFacts,
  accidents: RowValues[],
  penalties: RowValues[],
): RowValues[] {
  // The company answers for an accident even when the mine has closed since.
  const end = facts.referenceDate;
  const added: RowValues[] = [];
  for (const a of accidents) {
    const grade = str(a.grade);
    if (!SERIOUS_GRADES.has(grade)) continue;
    const occurredOn = str(a.occurredOn);
    const room = Math.round((Date.parse(end) - Date.parse(occurredOn)) / 86_400_000);
    if (room < 30) continue;
    const decidedOn = addDays(occurredOn, r.int(30, Math.min(300, room)));
    const body = bodyOn(r.chance(0.7) ? 'mineSafety' : 'emergency', decidedOn);
    const amount = grade === '2' ? r.int(50, 200) : grade === '3' ? r.int(200, 1000) : r.int(1000, 2000);
    const year = decidedOn.slice(0, 4);
    added.push({
      documentNo: `${body.prefix}罚〔${year}〕${r.int(1, 999)}号`,
      decidedOn,
      authority: body.name,
      violation: `${str(facts.mine.name)}对${occurredOn.slice(0, 4)}年${Number(occurredOn.slice(5, 7))}月发生的${str(a.kind)}事故负有责任`,
      decision: `罚款人民币${amount}万元`,
      amount,
      paidAmount: amount,
    });
  }
  return [...penalties, ...added].sort((x, y) => str(x.decidedOn).localeCompare(str(y.decidedOn)));
}

export interface Suspension {
  decidedOn: string;
  days: number;
  authority: string;
  documentNo: string;
}

/** 煤矿重大事故隐患判定标准 items the demo cites. */
const MAJOR_HAZARDS = [
  '超能力、超强度或者超定员组织生产',
  '瓦斯超限作业',
  '煤与瓦斯突出矿井未依照规定实施防突出措施',
  '高瓦斯矿井未建立瓦斯抽采系统和监控系统',
  '通风系统不完善、不可靠',
  '有严重水患，未采取有效措施',
  '超层越界开采',
  '使用明令禁止使用或者淘汰的设备、工艺',
];

/**
 * What regulators did at the mine: inspections by the body of their date, the occasional major hazard,
 * and each 停产整顿 order with the 复产验收 that ended it (the output record lost those days).
 */
export function makeSupervision(r: Random, facts: MineFacts, suspensions: Suspension[]): RowValues[] {
  const county = str(facts.mine.county);
  const { projectApproval, closedOn } = facts.timeline;
  const from = Math.max(2016, yearOf(projectApproval ?? '2016-01-01'));
  const to = closedOn ? yearOf(closedOn) - 1 : (facts.timeline.haltYear ?? facts.refYear);
  const rows: RowValues[] = [];
  const inspections = to >= from ? r.int(0, facts.status === '1' ? 5 : 2) : 0;
  for (let i = 0; i < inspections; i++) {
    const date = dateIn(r.int(from, to), r.int(0, 364));
    if (date > facts.referenceDate) continue;
    const body = bodyOn('mineSafety', date);
    const major = r.chance(0.12);
    const found = r.int(2, 15);
    const rectified = addDays(date, r.int(7, 60));
    rows.push({
      date,
      kind: major ? '重大事故隐患' : '执法检查',
      authority: body.name,
      documentNo: `${body.prefix}${major ? '隐' : '检'}〔${date.slice(0, 4)}〕${r.int(1, 999)}号`,
      content: major
        ? `检查发现重大事故隐患：${r.pick(fitting(MAJOR_HAZARDS, facts))}，责令限期整改。`
        : `现场检查发现一般事故隐患 ${found} 条，责令限期整改。`,
      closedOn: rectified <= facts.referenceDate ? rectified : null,
    });
  }
  for (const s of suspensions) {
    const resumed = addDays(s.decidedOn, s.days);
    rows.push({
      date: s.decidedOn,
      kind: '停产整顿',
      authority: s.authority,
      documentNo: s.documentNo,
      content: `责令停产整顿 ${s.days} 日。`,
      closedOn: resumed <= facts.referenceDate ? resumed : null,
    });
    if (resumed <= facts.referenceDate)
      rows.push({
        date: resumed,
        kind: '复产验收',
        authority: `${county}能源局`,
        documentNo: `${county.slice(0, 2)}能源复验〔${resumed.slice(0, 4)}〕${r.int(1, 300)}号`,
        content: `停产整顿 ${s.days} 日后经复产验收合格，恢复生产。`,
        closedOn: null,
      });
  }
  return rows.sort((a, b) => str(a.date).localeCompare(str(b.date)));
}

/** Deaths follow the kind: only gas, outburst, water and fire kill ten or more. */
export function makeAccidents(r: Random, facts: MineFacts, production: RowValues[]): RowValues[] {
  const outburst = str(facts.mine.gasGrade) === '3';
  const rows: RowValues[] = [];
  for (const record of production) {
    if (!r.chance(outburst ? 0.018 : 0.01)) continue;
    const kind = outburst
      ? r.weighted([
          ['煤与瓦斯突出', 30],
          ['瓦斯', 15],
          ['顶板', 25],
          ['水害', 10],
          ['运输', 10],
          ['机电', 10],
        ])
      : r.weighted([
          ['顶板', 40],
          ['运输', 20],
          ['水害', 12],
          ['机电', 12],
          ['瓦斯', 8],
          ['放炮', 5],
          ['火灾', 3],
        ]);
    const disaster = ['瓦斯', '煤与瓦斯突出', '水害', '火灾'].includes(kind);
    const deaths = disaster
      ? r.weighted([
          [0, 15],
          [r.int(1, 2), 35],
          [r.int(3, 9), 35],
          [r.int(10, 29), 15],
        ])
      : kind === '顶板'
        ? r.weighted([
            [0, 30],
            [1, 50],
            [2, 15],
            [3, 5],
          ])
        : r.weighted([
            [0, 40],
            [1, 50],
            [2, 10],
          ]);
    const seriousInjuries = r.weighted([
      [0, 60],
      [1, 25],
      [r.int(2, 6), 15],
    ]);
    const directLoss = round(deaths * r.range(90, 160) + seriousInjuries * 20 + r.range(5, 80), 1);
    const occurredOn = dateIn(num(record.year), r.int(0, 364));
    const place = r.pick(['回采工作面', '掘进工作面', '运输大巷', '回风巷', '采区上山']);
    const harm = deaths
      ? `造成${deaths}人死亡${seriousInjuries ? `、${seriousInjuries}人重伤` : ''}`
      : seriousInjuries
        ? `造成${seriousInjuries}人重伤`
        : '未造成人员伤亡';
    rows.push({
      occurredOn,
      kind,
      grade: gradeAccident(deaths, seriousInjuries, directLoss),
      deaths,
      seriousInjuries,
      directLoss,
      summary: `${occurredOn.slice(0, 4)}年${Number(occurredOn.slice(5, 7))}月${Number(occurredOn.slice(8, 10))}日，${str(facts.mine.name)}${place}发生一起${kind}事故，${harm}，直接经济损失${directLoss}万元。`,
    });
  }
  return rows;
}
