import type { RowValues } from '../../modules/mine';
import { bodyOn, type Role } from './authorities';
import { addDays, dateIn } from './dates';
import type { MineFacts } from './facts';
import type { Random } from './random';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

interface ProcedureDef {
  name: string;
  role: Role;
  /** Document-number word after the body's prefix: 黔能源审〔2016〕12号. */
  word: string;
}

const PROCEDURES: readonly ProcedureDef[] = [
  { name: '项目核准', role: 'energy', word: '审' },
  { name: '初步设计批复', role: 'energy', word: '审' },
  { name: '安全设施设计审查', role: 'mineSafety', word: '设审' },
  { name: '环境影响评价批复', role: 'environment', word: '' },
  { name: '水土保持方案批复', role: 'water', word: '保' },
  { name: '取水许可', role: 'water', word: '资源' },
  { name: '竣工验收', role: 'energy', word: '煤炭' },
];

const docNo = (role: Role, word: string, date: string, r: Random) =>
  `${bodyOn(role, date).prefix}${word}〔${date.slice(0, 4)}〕${r.int(1, 300)}号`;

/** The approvals in legal order, each by the body of its date; undone steps show the body of today. */
export function makeProcedures(r: Random, facts: MineFacts): RowValues[] {
  const t = facts.timeline;
  const dates: Record<string, string | null> = {
    项目核准: t.projectApproval,
    初步设计批复: t.preliminaryDesign,
    安全设施设计审查: t.safetyDesign,
    竣工验收: t.acceptance,
  };
  // Environmental and water approvals fall between the project approval and the design.
  const between = (k: number) =>
    t.projectApproval && t.preliminaryDesign
      ? addDays(
          t.projectApproval,
          Math.round(
            ((Date.parse(t.preliminaryDesign) - Date.parse(t.projectApproval)) / 86_400_000) * (k / 4),
          ),
        )
      : null;
  dates['环境影响评价批复'] = between(1);
  dates['水土保持方案批复'] = between(2);
  dates['取水许可'] = t.acceptance ? between(3) : null;
  let pending = false;
  return PROCEDURES.map((p) => {
    const date = dates[p.name] ?? null;
    const done = date !== null && date <= facts.referenceDate;
    const status = done ? '已办理' : pending ? '未办理' : '办理中';
    if (!done) pending = true;
    return {
      name: p.name,
      docNo: done ? docNo(p.role, p.word, date, r) : null,
      authority: bodyOn(p.role, done ? date : facts.referenceDate).name,
      approvedOn: done ? date : null,
      status: facts.status === '5' && !done ? '未办理' : status,
    };
  });
}

/** Reports and decisions on file, each dated inside the mine's life and issued by the body of its date. */
export function makeFiles(r: Random, facts: MineFacts, procedures: RowValues[]): RowValues[] {
  const name = str(facts.mine.name);
  const t = facts.timeline;
  const end = t.closedOn ?? addDays(facts.referenceDate, -10);
  const start = t.projectApproval ?? dateIn(2013, 0);
  const within = () => {
    const from = Date.parse(start);
    const to = Math.max(from, Date.parse(end));
    return new Date(from + r.next() * (to - from)).toISOString().slice(0, 10);
  };
  const files: RowValues[] = [];
  const procedure = (n: string) => procedures.find((p) => p.name === n && p.status === '已办理');
  const design = procedure('初步设计批复');
  if (design)
    files.push({
      title: `${name}矿井初步设计`,
      docNo: design.docNo ?? null,
      kind: '设计',
      issuedBy: design.authority ?? null,
      issuedOn: design.approvedOn ?? null,
    });
  const safety = procedure('安全设施设计审查');
  if (safety && r.chance(0.7))
    files.push({
      title: `${name}安全设施设计`,
      docNo: safety.docNo ?? null,
      kind: '设计',
      issuedBy: safety.authority ?? null,
      issuedOn: safety.approvedOn ?? null,
    });
  const reserves = within();
  files.push({
    title: `${name}资源储量核实报告`,
    docNo: `${bodyOn('land', reserves).prefix}储备字〔${reserves.slice(0, 4)}〕${r.int(1, 200)}号`,
    kind: '报告',
    issuedBy: bodyOn('land', reserves).name,
    issuedOn: reserves,
  });
  for (const title of ['矿井瓦斯等级鉴定报告', '水文地质类型划分报告'] as const) {
    if (!r.chance(0.6)) continue;
    const on = within();
    files.push({
      title: `${name}${title}`,
      docNo: docNo('energy', '煤炭', on, r),
      kind: '报告',
      issuedBy: bodyOn('energy', on).name,
      issuedOn: on,
    });
  }
  if (t.acceptance && r.chance(0.6)) {
    const on = addDays(t.acceptance, r.int(60, 400));
    if (on < end)
      files.push({
        title: `${name}生产能力核定结果公告`,
        docNo: docNo('energy', '煤炭', on, r),
        kind: '公告',
        issuedBy: bodyOn('energy', on).name,
        issuedOn: on,
      });
  }
  if (t.closedOn) {
    files.push({
      title: `${name}关闭退出验收公告`,
      docNo: docNo('energy', '煤炭', t.closedOn, r),
      kind: '公告',
      issuedBy: bodyOn('energy', t.closedOn).name,
      issuedOn: t.closedOn,
    });
  }
  if (['1', '9', '5', '6', '7', '8'].includes(str(facts.mine.mergerType)) && r.chance(0.5)) {
    const on = dateIn(r.int(2014, Math.min(2017, facts.refYear - 1)), r.int(0, 364));
    files.push({
      title: `${name}兼并重组实施方案批复`,
      docNo: `黔煤兼并重组办〔${on.slice(0, 4)}〕${r.int(1, 200)}号`,
      kind: '批复',
      issuedBy: '贵州省煤矿企业兼并重组工作领导小组办公室',
      issuedOn: on,
    });
  }
  return files.sort((a, b) => str(a.issuedOn).localeCompare(str(b.issuedOn)));
}

export function makeMergerSteps(r: Random, facts: MineFacts): RowValues[] {
  const stage = Number(str(facts.mine.mergerType) || 'NaN');
  if (!Number.isFinite(stage) || stage < 1) return [];
  let date = addDays('2014-01-01', r.int(0, 364));
  const steps: RowValues[] = [];
  for (let s = 1; s <= stage; s++) {
    if (s > 1 && s < stage && r.chance(0.25)) continue;
    const next = addDays(date, r.int(60, 400));
    if (next > facts.referenceDate) break;
    date = next;
    steps.push({
      stage: String(s),
      completedOn: date,
      docNo: `黔煤兼并重组办〔${date.slice(0, 4)}〕${r.int(1, 200)}号`,
      remark: s === 6 ? '开发利用方案、土地复垦与环境恢复治理“三合一”方案' : null,
    });
  }
  return steps;
}
