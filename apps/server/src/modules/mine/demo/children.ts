import { gradeAccident, gradeAsh, gradeCalorific, gradeSulfur, type ChildEntity } from '@coal/contracts';
import type { CellValue, RowValues } from '../record-types';
import { type Coalfield, QUALITY_BY_RANK, SEAMS_BY_FIELD } from './coalfields';
import { addDays, addYears, dateIn, yearOf } from './dates';
import { person, splitPercent } from './people';
import { AUTHORITIES, BRANDS, FLOORS, ROOFS } from './pools';
import type { Random } from './random';

export interface ChildContext {
  mine: RowValues;
  field: Coalfield;
  company: { name: string; group: string | null };
  referenceDate: string;
  founded: number;
}

const str = (v: CellValue | undefined) => (typeof v === 'string' ? v : '');
const num = (v: CellValue | undefined) => (typeof v === 'number' ? v : 0);
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Every table of one mine; rare records (accidents, 失信, auctions) stay rare. */
export function generateChildren(r: Random, ctx: ChildContext): Partial<Record<ChildEntity, RowValues[]>> {
  const status = str(ctx.mine.productionStatus);
  const refYear = yearOf(ctx.referenceDate);
  const seams = makeSeams(r, ctx);
  const gas = makeGas(r, ctx, seams);
  const production = makeProduction(r, ctx, refYear);
  const county = str(ctx.mine.county);
  return {
    seams,
    quality: seams.map((seam) => makeQuality(r, ctx, str(seam.seamNo))),
    gas,
    licences: makeLicences(r, ctx),
    production,
    accidents: makeAccidents(r, ctx, production),
    penalties: Array.from(
      {
        length: r.weighted([
          [0, 30],
          [1, 30],
          [2, 20],
          [3, 12],
          [4, 8],
        ]),
      },
      () => makePenalty(r, ctx, refYear, county),
    ),
    shareholders: makeShareholders(r, ctx),
    changes: Array.from({ length: r.int(1, 4) }, () => makeChange(r, ctx, refYear)).sort(byDate('changedOn')),
    assets: Array.from({ length: r.int(1, 4) }, (_, k) => makeAsset(r, ctx, k, county)),
    dishonest: r.chance(status === '3' || status === '5' ? 0.05 : 0.01)
      ? [makeDishonest(r, ctx, refYear, county)]
      : [],
    auctions: r.chance(status === '5' ? 0.08 : status === '3' ? 0.025 : 0.003)
      ? [makeAuction(r, ctx, refYear, county)]
      : [],
    files: makeFiles(r, ctx),
    mergerSteps: makeMergerSteps(r, ctx),
    procedures: makeProcedures(r, ctx),
  };
}

const byDate = (key: string) => (a: RowValues, b: RowValues) => str(a[key]).localeCompare(str(b[key]));

function makeSeams(r: Random, ctx: ChildContext): RowValues[] {
  const names = r.sample(SEAMS_BY_FIELD[ctx.field], r.int(2, 6));
  const steep = ctx.field === 'liupanshui' || ctx.field === 'panxian';
  return names.map((seamNo, k) => {
    const avg = round(r.normal(1.6, 0.6, 0.6, 4.5));
    return {
      seamNo,
      thicknessMin: round(avg * r.range(0.35, 0.8)),
      thicknessMax: round(avg * r.range(1.25, 2)),
      thicknessAvg: avg,
      dip: Math.round(r.normal(steep ? 20 : 14, 7, 3, 50)),
      spacing: k === names.length - 1 ? null : round(r.range(4, 45), 1),
      stability: r.weighted([
        ['稳定', 35],
        ['较稳定', 45],
        ['不稳定', 17],
        ['极不稳定', 3],
      ]),
      minable: r.chance(0.92),
      structure: r.weighted([
        ['简单', 50],
        ['较简单', 35],
        ['复杂', 15],
      ]),
      roof: r.pick(ROOFS),
      floor: r.pick(FLOORS),
    };
  });
}

function makeQuality(r: Random, ctx: ChildContext, seamNo: string): RowValues {
  const rank = str(ctx.mine.coalRank) || 'WY';
  const ranges = QUALITY_BY_RANK[rank] ?? QUALITY_BY_RANK.WY!;
  const ad = round(r.normal(22, 6, 8, 38));
  const highSulfur = ctx.field === 'liupanshui' || ctx.field === 'zhina' || ctx.field === 'weihe';
  const std = round(highSulfur ? r.normal(2.2, 1, 0.3, 5) : r.normal(1.2, 0.7, 0.2, 4));
  const qgrd = round(Math.min(33.5, Math.max(20, 35.2 - 0.37 * ad + r.range(-0.8, 0.8))));
  return {
    seamNo,
    mad: round(rank === 'WY' ? r.range(1, 3) : r.range(0.5, 2)),
    ad,
    vdaf: round(r.range(ranges.vdaf[0], ranges.vdaf[1])),
    std,
    qgrd,
    g: r.int(ranges.g[0], ranges.g[1]),
    coalRank: rank,
    ashGrade: gradeAsh(ad),
    sulfurGrade: gradeSulfur(std),
    calorificGrade: gradeCalorific(qgrd),
  };
}

/** Measurements consistent with the mine's gas grade (煤矿瓦斯等级鉴定办法 limits). */
function makeGas(r: Random, ctx: ChildContext, seams: RowValues[]): RowValues[] {
  const grade = str(ctx.mine.gasGrade);
  const refYear = yearOf(ctx.referenceDate);
  return seams.slice(0, r.int(1, Math.min(3, seams.length))).map((seam) => {
    const content = grade === '1' ? r.range(2, 8) : grade === '2' ? r.range(8, 16) : r.range(12, 25);
    const pressure =
      grade === '1' ? r.range(0.2, 0.6) : grade === '2' ? r.range(0.4, 0.73) : r.range(0.74, 3.5);
    const ch4 = r.range(80, 97);
    const co2 = r.range(0.5, 5);
    return {
      seamNo: seam.seamNo ?? null,
      measuredOn: dateIn(r.int(2015, refYear - 1), r.int(0, 364)),
      gasContent: round(content),
      gasPressure: round(pressure),
      relativeEmission: round(grade === '1' ? r.range(2, 9.5) : r.range(10.5, grade === '3' ? 45 : 30)),
      absoluteEmission: round(grade === '1' ? r.range(1, 20) : r.range(5, 80)),
      ch4: round(ch4),
      co2: round(co2),
      n2: round(100 - ch4 - co2),
      firmness: round(grade === '3' ? r.range(0.15, 0.5) : r.range(0.4, 1.5)),
      desorptionVelocity: round(grade === '3' ? r.range(10, 30) : r.range(3, 12), 1),
      permeability: round(r.range(0.01, 5), 3),
      outburstRisk: grade === '3' || pressure >= 0.74,
    };
  });
}

function makeLicences(r: Random, ctx: ChildContext): RowValues[] {
  const status = str(ctx.mine.productionStatus);
  const issued = addDays(`${r.int(2014, 2022)}-01-01`, r.int(0, 364));
  const number = `C520000${issued.slice(0, 4)}${issued.slice(5, 7)}${String(r.int(0, 9_999_999_999)).padStart(10, '0')}`;
  const elevationTop = r.int(12, 20) * 100;
  const mining: RowValues = {
    kind: 'mining',
    number,
    holder: str(ctx.mine.company),
    authority: '贵州省自然资源厅',
    issuedOn: issued,
    validFrom: issued,
    validTo:
      status === '5' ? addYears(issued, r.int(1, 3)) : addYears(issued, r.pick([3, 5, 10, 15, 20, 30])),
    area: round(r.range(0.6, 12), 4),
    elevationTop,
    elevationBottom: elevationTop - r.int(2, 6) * 100,
    capacity: num(ctx.mine.capacity),
  };
  // Safety licences run 3 years: some lapsed, some within 90 days of expiry, relative to the reference date.
  const hasSafety = status === '1' || status === '6' || (status === '3' && r.chance(0.6));
  if (!hasSafety) return [mining];
  const offset = r.weighted([
    [[-400, -1], status === '3' ? 40 : 8],
    [[1, 90], 14],
    [[91, 1000], 78],
  ] as const);
  const validTo = addDays(ctx.referenceDate, r.int(offset[0], offset[1]));
  const validFrom = addDays(addYears(validTo, -3), 1);
  return [
    mining,
    {
      kind: 'safety',
      number: `（黔）MK安许证字〔${validFrom.slice(0, 4)}〕${String(r.int(1, 9999)).padStart(4, '0')}`,
      holder: str(ctx.mine.company),
      authority: '贵州省能源局',
      issuedOn: validFrom,
      validFrom,
      validTo,
      area: null,
      elevationTop: null,
      elevationBottom: null,
      capacity: num(ctx.mine.capacity),
    },
  ];
}

/** Yearly output from 2014 to the last full year before the reference date. */
function makeProduction(r: Random, ctx: ChildContext, refYear: number): RowValues[] {
  const status = str(ctx.mine.productionStatus);
  const capacity = num(ctx.mine.capacity);
  const lastYear = Math.min(refYear - 1, 2025);
  const start = status === '2' || status === '6' ? lastYear - r.int(0, 1) : 2014;
  const stop =
    status === '1'
      ? lastYear
      : status === '3' || status === '5'
        ? r.int(2015, lastYear - 1)
        : status === '6'
          ? lastYear
          : 2013;
  const rows: RowValues[] = [];
  for (let year = start; year <= Math.min(stop, lastYear); year++) {
    const ramp = status === '6' ? r.range(0.2, 0.5) : r.range(0.55, 1.05);
    rows.push({
      year,
      output: round(capacity * ramp, 1),
      capacity,
      workingDays: Math.min(330, Math.round(330 * Math.min(1, ramp + 0.05))),
      employees: Math.round(capacity * r.range(3, 7) + 40),
    });
  }
  return rows;
}

function makeAccidents(r: Random, ctx: ChildContext, production: RowValues[]): RowValues[] {
  const outburst = str(ctx.mine.gasGrade) === '3';
  const rows: RowValues[] = [];
  for (const record of production) {
    if (!r.chance(outburst ? 0.018 : 0.01)) continue;
    const deaths = r.weighted([
      [0, 35],
      [1, 38],
      [2, 12],
      [r.int(3, 9), 12],
      [r.int(10, 29), 3],
    ]);
    const seriousInjuries = r.weighted([
      [0, 60],
      [1, 25],
      [r.int(2, 6), 15],
    ]);
    const directLoss = round(deaths * r.range(90, 160) + seriousInjuries * 20 + r.range(5, 80), 1);
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
    rows.push({
      occurredOn: dateIn(num(record.year), r.int(0, 364)),
      kind,
      grade: gradeAccident(deaths, seriousInjuries, directLoss),
      deaths,
      seriousInjuries,
      directLoss,
      summary: `${str(ctx.mine.name)}发生一起${kind}事故，造成${deaths}人死亡${seriousInjuries ? `、${seriousInjuries}人重伤` : ''}。`,
    });
  }
  return rows;
}

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

function makePenalty(r: Random, ctx: ChildContext, refYear: number, county: string): RowValues {
  const year = r.int(2015, refYear);
  const amount = r.weighted([
    [r.int(1, 10), 50],
    [r.int(10, 50), 35],
    [r.int(50, 200), 15],
  ]);
  const authority = r.chance(0.6) ? r.pick(AUTHORITIES) : `${county}能源局`;
  return {
    documentNo: `（黔）煤安监罚〔${year}〕${r.int(1, 999)}号`,
    decidedOn: dateIn(Math.min(year, refYear), r.int(0, year === refYear ? 60 : 364)),
    authority,
    violation: `${str(ctx.mine.name)}${r.pick(VIOLATIONS)}`,
    decision: `罚款人民币${amount}万元${r.chance(0.2) ? '，责令停产整顿' : ''}`,
    amount,
    paidAmount: r.chance(0.85) ? amount : round(amount * r.range(0, 0.9), 1),
  };
}

function makeShareholders(r: Random, ctx: ChildContext): RowValues[] {
  if (ctx.company.group) {
    const own = r.chance(0.6) ? 100 : r.int(51, 90);
    const rows: RowValues[] = [
      { name: ctx.company.group, holderType: 'company', percent: own, capital: null, subscribedOn: null },
    ];
    if (own < 100)
      rows.push({
        name: person(r),
        holderType: 'person',
        percent: 100 - own,
        capital: null,
        subscribedOn: null,
      });
    return withCapital(r, ctx, rows);
  }
  return withCapital(
    r,
    ctx,
    splitPercent(r, r.int(1, 4))
      .map((percent, k) => ({
        name: k > 0 && r.chance(0.25) ? `贵州${r.pick(BRANDS)}投资有限公司` : person(r),
        holderType: 'person',
        percent,
        capital: null,
        subscribedOn: null,
      }))
      .map((row) => ({ ...row, holderType: String(row.name).endsWith('公司') ? 'company' : 'person' })),
  );
}

function withCapital(r: Random, ctx: ChildContext, rows: RowValues[]): RowValues[] {
  const capital = num(ctx.mine.companyCapital);
  const since = str(ctx.mine.companyEstablishedOn);
  // Distinct names only: a holder appears once per company.
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(str(row.name)) && seen.add(str(row.name)))
    .map((row) => ({
      ...row,
      capital: round((capital * num(row.percent)) / 100, 2),
      subscribedOn: since || dateIn(2010, r.int(0, 364)),
    }));
}

function makeChange(r: Random, ctx: ChildContext, refYear: number): RowValues {
  const item = r.pick([
    '法定代表人变更',
    '注册资本变更',
    '股东变更',
    '经营范围变更',
    '住所变更',
    '高级管理人员备案',
  ]);
  const capital = num(ctx.mine.companyCapital);
  const [before, after] =
    item === '法定代表人变更'
      ? [person(r), str(ctx.mine.companyLegalRep)]
      : item === '注册资本变更'
        ? [`${round(capital * r.range(0.3, 0.8), 0)}万元人民币`, `${capital}万元人民币`]
        : item === '股东变更'
          ? [`${person(r)}、${person(r)}`, `${person(r)}`]
          : item === '经营范围变更'
            ? ['煤炭开采', '煤炭开采、洗选及销售']
            : item === '住所变更'
              ? [`${str(ctx.mine.county)}城关镇`, str(ctx.mine.companyAddress)]
              : [person(r), person(r)];
  return { changedOn: dateIn(r.int(2014, refYear - 1), r.int(0, 364)), item, before, after };
}

function makeAsset(r: Random, ctx: ChildContext, k: number, county: string): RowValues {
  const kind = k === 0 ? '土地使用权' : r.pick(['房产', '设备', '车辆', '商标', '专利'] as const);
  const year = r.int(2012, yearOf(ctx.referenceDate) - 1);
  const names: Record<string, string> = {
    土地使用权: `${str(ctx.mine.name)}工业场地土地使用权`,
    房产: `${str(ctx.mine.name)}办公楼`,
    设备: r.pick(['综采液压支架', '采煤机', '主通风机', '带式输送机', '瓦斯抽采泵站']),
    车辆: r.pick(['井下防爆胶轮车', '矿用运输车', '应急救援车']),
    商标: `“${r.pick(BRANDS)}”商标`,
    专利: r.pick(['一种矿用瓦斯抽采钻孔封孔装置', '一种煤矿井下防尘喷雾装置', '一种顶板离层监测装置']),
  };
  const cert: Record<string, string> = {
    土地使用权: `黔（${year}）${county}不动产权第${String(r.int(1, 99999)).padStart(7, '0')}号`,
    房产: `黔（${year}）${county}不动产权第${String(r.int(1, 99999)).padStart(7, '0')}号`,
    商标: `第${r.int(10_000_000, 59_999_999)}号`,
    专利: `ZL ${year}2${r.int(1_000_000, 9_999_999)}.${r.int(0, 9)}`,
  };
  return {
    kind,
    name: names[kind] ?? kind,
    certificateNo: cert[kind] ?? null,
    value: round(kind === '土地使用权' ? r.range(300, 5000) : r.range(10, 1500), 1),
    acquiredOn: dateIn(year, r.int(0, 364)),
  };
}

function makeDishonest(r: Random, ctx: ChildContext, refYear: number, county: string): RowValues {
  const year = r.int(2017, refYear - 1);
  const amount = round(r.range(30, 3000), 1);
  return {
    caseNo: `（${year}）黔${r.int(1, 27).toString().padStart(2, '0')}${r.int(10, 99)}执${r.int(100, 2999)}号`,
    court: `${county}${'人民法院'}`,
    filedOn: dateIn(year, r.int(0, 200)),
    publishedOn: dateIn(year, r.int(201, 364)),
    obligation: `支付货款及利息共计${amount}万元`,
    performance: r.weighted([
      ['全部未履行', 70],
      ['部分未履行', 30],
    ]),
    amount,
  };
}

function makeAuction(r: Random, ctx: ChildContext, refYear: number, county: string): RowValues {
  const start = round(r.range(200, 20_000), 1);
  const status = r.weighted([
    ['已成交', 40],
    ['流拍', 35],
    ['中止', 10],
    ['即将开始', 15],
  ]);
  const auctionOn =
    status === '即将开始'
      ? addDays(ctx.referenceDate, r.int(5, 60))
      : dateIn(r.int(2018, refYear - 1), r.int(0, 364));
  return {
    title: `${str(ctx.mine.company)}所持${str(ctx.mine.name)}采矿权及附属设施`,
    court: `${county}人民法院`,
    auctionOn,
    startingPrice: start,
    dealPrice: status === '已成交' ? round(start * r.range(1, 1.3), 1) : null,
    status,
  };
}

function makeFiles(r: Random, ctx: ChildContext): RowValues[] {
  const candidates = [
    ['资源储量核实报告', '报告', '贵州省自然资源厅'],
    ['矿井初步设计', '设计', '贵州省能源局'],
    ['安全设施设计', '设计', '国家矿山安全监察局贵州局'],
    ['矿井瓦斯等级鉴定报告', '报告', '贵州省能源局'],
    ['水文地质类型划分报告', '报告', '贵州省能源局'],
    ['生产能力核定结果公告', '公告', '贵州省能源局'],
    ['兼并重组实施方案批复', '批复', '贵州省煤矿企业兼并重组工作领导小组办公室'],
  ] as const;
  return r.sample(candidates, r.int(2, 5)).map(([title, kind, issuedBy]) => {
    const year = r.int(2013, yearOf(ctx.referenceDate) - 1);
    return {
      title: `${str(ctx.mine.name)}${title}`,
      docNo:
        kind === '批复'
          ? `黔煤兼并重组办〔${year}〕${r.int(1, 200)}号`
          : `黔能源${r.pick(['煤炭', '审'])}〔${year}〕${r.int(1, 300)}号`,
      kind,
      issuedBy,
      issuedOn: dateIn(year, r.int(0, 364)),
    };
  });
}

function makeMergerSteps(r: Random, ctx: ChildContext): RowValues[] {
  const stage = Number(str(ctx.mine.mergerType) || 'NaN');
  if (!Number.isFinite(stage) || stage < 1) return [];
  let date = addDays('2014-01-01', r.int(0, 364));
  const steps: RowValues[] = [];
  for (let s = 1; s <= stage; s++) {
    if (s > 1 && s < stage && r.chance(0.25)) continue;
    date = addDays(date, r.int(60, 400));
    steps.push({
      stage: String(s),
      completedOn: date,
      docNo: `黔煤兼并重组办〔${date.slice(0, 4)}〕${r.int(1, 200)}号`,
      remark: s === 6 ? '开发利用方案、土地复垦与环境恢复治理“三合一”方案' : null,
    });
  }
  return steps;
}

function makeProcedures(r: Random, ctx: ChildContext): RowValues[] {
  const status = str(ctx.mine.productionStatus);
  const all = [
    '项目核准',
    '初步设计批复',
    '安全设施设计审查',
    '环境影响评价批复',
    '水土保持方案批复',
    '取水许可',
    '竣工验收',
  ];
  const done = status === '1' ? all.length : status === '2' || status === '6' ? r.int(3, 6) : r.int(2, 7);
  return all.map((name, k) => {
    const year = Math.min(2014 + k + r.int(0, 3), yearOf(ctx.referenceDate) - 1);
    const finished = k < done;
    return {
      name,
      docNo: finished ? `黔${r.pick(['能源', '发改', '环审', '水'])}〔${year}〕${r.int(1, 300)}号` : null,
      authority: name.includes('环境')
        ? '贵州省生态环境厅'
        : name.includes('水')
          ? '贵州省水利厅'
          : name.includes('安全')
            ? '国家矿山安全监察局贵州局'
            : '贵州省能源局',
      approvedOn: finished ? dateIn(year, r.int(0, 364)) : null,
      status: finished ? '已办理' : k === done ? '办理中' : '未办理',
    };
  });
}
