import { addDays } from '../mines/dates';
import type { Accident, DemoProfile, Penalty, Supervision } from './profiles';
import type { Rng } from './rng';
import { after, type Item, pool, type Pool, type Template, type Window } from './story';
import { amount, cnDate, cnMonthDay, GRADE_LABELS, gasClass, holderOf, placeName } from './wording';

interface AccidentItem extends Item {
  a: Accident;
  /** The fine recorded after the accident and before the report, if any. */
  fine: Penalty | null;
}
interface PenaltyItem extends Item {
  p: Penalty;
  violation: string;
}
interface SupervisionItem extends Item {
  v: Supervision;
}

const SAFETY_SOURCES = ['贵州日报（示例）', '多彩贵州网（示例）', '中国煤炭报（示例）', '当代先锋网（示例）'];
const ENFORCEMENT_SOURCES = [
  '国家矿山安全监察局贵州局网站（示例）',
  '贵州省能源局网站（示例）',
  '贵州省应急管理厅网站（示例）',
  '中国煤炭报（示例）',
];

/** The outburst wording belongs to outburst mines only; a record saying otherwise is not reported. */
const fitsHazard = (m: DemoProfile, text: string) => m.gasGrade === '3' || !text.includes('突出');

const harm = (a: Accident) =>
  a.deaths > 0
    ? `造成${a.deaths}人死亡${a.seriousInjuries ? `、${a.seriousInjuries}人重伤` : ''}`
    : `未造成人员死亡${a.seriousInjuries ? `，${a.seriousInjuries}人重伤` : ''}`;
const grade = (a: Accident) => `${GRADE_LABELS[a.grade] ?? '一般'}生产安全事故`;
const kindOf = (a: Accident) => `${a.kind}事故`;
/** The mine's standing as recorded: holder, capacity and gas class. */
const standing = (m: DemoProfile) => {
  const gas = gasClass(m);
  return `该矿隶属于${holderOf(m)}，核定生产能力${m.capacity}万吨/年${gas ? `，为${gas}` : ''}。`;
};
/** Who investigates by grade (生产安全事故报告和调查处理条例). */
const investigator = (m: DemoProfile, a: Accident) =>
  a.grade === '1' ? `${m.county}人民政府` : a.grade === '2' ? `${m.prefecture}人民政府` : '贵州省人民政府';
/** The mine's name for a headline that already names a place: without the county when it is there. */
const nameAfter = (m: DemoProfile, text: string) => (text.includes(m.county) ? m.name : placeName(m));

const ACCIDENT_REPORTS: Template<AccidentItem>[] = [
  {
    id: 'accident-report',
    write: ({ mines: [m], a }) => ({
      title: `${placeName(m!)}发生${kindOf(a)} ${a.deaths ? `造成${a.deaths}人死亡` : '未造成人员死亡'}`,
      paragraphs: [
        `${cnDate(a.occurredOn)}，${m!.prefecture}${placeName(m!)}井下发生一起${kindOf(a)}，${harm(a)}。`,
        `事故发生后，${m!.prefecture}和${m!.county}有关负责人第一时间赶赴现场，组织开展救援和善后处置工作。${a.deaths ? '遇难人员家属安抚工作正在有序进行。' : '受伤人员已送往医院救治。'}`,
        `据了解，${standing(m!)}经初步认定，这是一起${grade(a)}。`,
        `目前该矿已停止井下作业，事故原因正在调查之中。${m!.county}已部署辖区煤矿立即开展安全隐患排查。`,
      ],
    }),
  },
  {
    id: 'accident-brief',
    write: ({ mines: [m], a }) => ({
      title: `${placeName(m!)}“${cnMonthDay(a.occurredOn)}”${kindOf(a)}${a.deaths ? `致${a.deaths}人遇难` : '无人员死亡'}`,
      paragraphs: [
        `记者从${m!.prefecture}应急管理局获悉，${cnDate(a.occurredOn)}，${placeName(m!)}发生${kindOf(a)}，${harm(a)}，直接经济损失约${amount(a.directLoss)}万元。`,
        `${standing(m!)}事故属${grade(a)}。`,
        `当地已成立事故调查组，对事故原因和责任展开调查，并责令该矿停产整改。`,
      ],
    }),
  },
  {
    id: 'accident-notice',
    write: ({ mines: [m], a }) => ({
      title: `${m!.prefecture}通报${placeName(m!)}${kindOf(a)}情况`,
      paragraphs: [
        `${m!.prefecture}安全生产委员会办公室日前印发通报，通报了${placeName(m!)}${kindOf(a)}有关情况。`,
        `通报指出，${cnDate(a.occurredOn)}，该矿发生一起${kindOf(a)}，${harm(a)}。这是一起${grade(a)}。`,
        `${standing(m!)}通报要求各煤矿企业深刻汲取事故教训，严格落实安全生产主体责任，坚决防范同类事故再次发生。`,
      ],
    }),
  },
];

const INVESTIGATIONS: Template<AccidentItem>[] = [
  {
    id: 'accident-investigation',
    write: ({ mines: [m], a, fine }) => ({
      title: `${placeName(m!)}“${cnMonthDay(a.occurredOn)}”${kindOf(a)}调查报告公布`,
      paragraphs: [
        `近日，${investigator(m!, a)}批复了${placeName(m!)}“${cnMonthDay(a.occurredOn)}”${kindOf(a)}调查报告。`,
        `报告显示，${cnDate(a.occurredOn)}，该矿发生一起${kindOf(a)}，${harm(a)}，直接经济损失${amount(a.directLoss)}万元。调查认定，这是一起${grade(a)}。`,
        `事故暴露出企业安全生产主体责任不落实、现场安全管理不到位、隐患排查治理流于形式等问题。`,
        fine
          ? `${fine.authority}已依法对该矿作出行政处罚（${fine.documentNo}），${fine.decision}。`
          : `调查组对有关责任单位和责任人员提出了处理建议，移交有关部门依法依规处理。`,
      ],
    }),
  },
  {
    id: 'accident-accountability',
    write: ({ mines: [m], a, fine }) => ({
      title: `${placeName(m!)}${kindOf(a)}责任追究情况公布`,
      paragraphs: [
        `${investigator(m!, a)}日前公布${placeName(m!)}${kindOf(a)}调查处理结果。`,
        `经查，${cnDate(a.occurredOn)}，${placeName(m!)}发生${kindOf(a)}，${harm(a)}，事故等级为${grade(a)}。`,
        `调查认定，${holderOf(m!)}安全管理制度不健全，作业规程执行不严，对事故发生负有责任。`,
        fine
          ? `依据调查结论，${fine.authority}对该矿${fine.decision}。`
          : `相关责任人员已分别受到党纪政务处分或被移送司法机关处理。`,
      ],
    }),
  },
];

const violationOf = (m: DemoProfile, p: Penalty) => p.violation.replace(m.name, '') || p.violation;
const suspensionDays = (p: Penalty) => Number(/停产整顿(\d+)日/.exec(p.decision)?.[1] ?? 0);

const PENALTIES: Template<PenaltyItem>[] = [
  {
    id: 'penalty-decision',
    write: ({ mines: [m], p, violation }) => ({
      title: `${placeName(m!)}因${violation}被罚款${amount(p.amount)}万元`,
      paragraphs: [
        `${cnDate(p.decidedOn)}，${p.authority}对${placeName(m!)}作出行政处罚决定（${p.documentNo}）。`,
        `执法人员检查发现，该矿存在${violation}的违法行为，违反了《煤矿安全规程》有关规定。`,
        `依据《中华人民共和国安全生产法》，${p.authority}决定对该矿${p.decision}。`,
        `${holderOf(m!)}表示，将立即整改到位，并举一反三开展全面自查。`,
      ],
    }),
  },
  {
    id: 'penalty-list',
    write: ({ mines: [m], p, violation }) => ({
      title: `${p.authority}公开一批行政处罚信息 ${nameAfter(m!, p.authority)}被罚${amount(p.amount)}万元`,
      paragraphs: [
        `${p.authority}近日在官方网站公开了一批煤矿行政处罚信息。`,
        `其中，${placeName(m!)}因${violation}，于${cnDate(p.decidedOn)}被${p.decision.replace(/^罚款/, '处以罚款')}，文书号为${p.documentNo}。`,
        `该局有关负责人表示，将持续保持执法高压态势，对违法违规行为依法从严查处。`,
      ],
    }),
  },
  {
    id: 'penalty-ticket',
    write: ({ mines: [m], p, violation }) => ({
      title: `${placeName(m!)}收到${amount(p.amount)}万元罚单`,
      paragraphs: [
        `因${violation}，${placeName(m!)}日前被${p.authority}依法处罚，罚单金额${amount(p.amount)}万元。`,
        `处罚决定书（${p.documentNo}）显示，${p.authority}于${cnDate(p.decidedOn)}作出决定，对该矿${p.decision}。`,
        `${standing(m!)}业内人士指出，安全投入不足、现场管理松懈仍是部分煤矿的通病。`,
      ],
    }),
  },
  {
    id: 'penalty-campaign',
    write: ({ mines: [m], p, violation }) => ({
      title: `严查违法违规行为 ${placeName(m!)}被处罚款${amount(p.amount)}万元`,
      paragraphs: [
        `今年以来，${m!.prefecture}持续开展煤矿安全执法检查，对违法违规行为“零容忍”。`,
        `${cnDate(p.decidedOn)}，${p.authority}查实${placeName(m!)}存在${violation}问题，依法对其${p.decision}（${p.documentNo}）。`,
        `执法部门同时约谈了${holderOf(m!)}主要负责人，并将该矿列为重点监管对象，再次发现违法行为将从严处理。`,
      ],
    }),
  },
];

const SUSPENSIONS: Template<PenaltyItem>[] = [
  {
    id: 'suspension-order',
    write: ({ mines: [m], p, violation }) => ({
      title: `${placeName(m!)}被责令停产整顿${suspensionDays(p)}日`,
      paragraphs: [
        `${cnDate(p.decidedOn)}，${p.authority}对${placeName(m!)}下达行政处罚决定书（${p.documentNo}）。`,
        `经查，该矿${violation}，情节严重。${p.authority}决定对该矿${p.decision}。`,
        `停产整顿期间，该矿须全面排查治理事故隐患，经验收合格后方可恢复作业。`,
      ],
    }),
  },
  {
    id: 'suspension-fine',
    write: ({ mines: [m], p, violation }) => ({
      title: `${placeName(m!)}违法生产被罚${amount(p.amount)}万元并停产整顿`,
      paragraphs: [
        `记者从${p.authority}获悉，${placeName(m!)}因${violation}，被依法${p.decision.replace(/^罚款/, '处以罚款')}。`,
        `处罚决定于${cnDate(p.decidedOn)}作出，文书号为${p.documentNo}。`,
        `${holderOf(m!)}已组织专班开展整改，整改期间矿井停止采掘作业。`,
      ],
    }),
  },
];

const hazardOf = (v: Supervision) => /重大事故隐患：(.+?)，/.exec(v.content)?.[1] ?? '';
const foundCount = (v: Supervision) => Number(/(\d+)\s*条/.exec(v.content)?.[1] ?? 0);
const suspendedFor = (v: Supervision) => Number(/停产整顿\s*(\d+)\s*日/.exec(v.content)?.[1] ?? 0);

const HAZARDS: Template<SupervisionItem>[] = [
  {
    id: 'hazard-found',
    write: ({ mines: [m], v }) => ({
      title: `${placeName(m!)}被查出重大事故隐患`,
      paragraphs: [
        `${cnDate(v.date)}，${v.authority}在对${placeName(m!)}开展执法检查时，发现该矿存在“${hazardOf(v)}”的重大事故隐患（${v.documentNo}）。`,
        `执法人员当场责令该矿撤出相关区域作业人员，限期完成整改，并将该矿列为重点监管对象。`,
        `${standing(m!)}`,
      ],
    }),
  },
  {
    id: 'hazard-supervised',
    write: ({ mines: [m], v }) => ({
      title: `${v.authority}通报重大事故隐患 ${nameAfter(m!, v.authority)}被挂牌督办`,
      paragraphs: [
        `${v.authority}日前通报了近期执法检查中发现的重大事故隐患。`,
        `${cnDate(v.date)}检查发现，${placeName(m!)}存在“${hazardOf(v)}”问题（${v.documentNo}），已被挂牌督办。`,
        `通报要求${holderOf(m!)}落实整改措施、责任、资金、时限和预案，整改完成前不得组织相关作业。`,
      ],
    }),
  },
];

const INSPECTIONS: Template<SupervisionItem>[] = [
  {
    id: 'inspection-found',
    write: ({ mines: [m], v }) => ({
      title: `${v.authority}对${nameAfter(m!, v.authority)}开展执法检查 查出隐患${foundCount(v)}条`,
      paragraphs: [
        `${cnDate(v.date)}，${v.authority}执法人员深入${placeName(m!)}井下，对通风、瓦斯、防治水等环节开展执法检查。`,
        `检查共发现一般事故隐患${foundCount(v)}条，执法人员已下达执法文书（${v.documentNo}），责令限期整改。`,
        `该矿负责人表示，将逐条落实整改措施，按期报送整改情况。`,
      ],
    }),
  },
  {
    id: 'inspection-visit',
    write: ({ mines: [m], v }) => ({
      title: `${placeName(m!)}接受安全执法检查 ${foundCount(v)}条隐患限期整改`,
      paragraphs: [
        `近日，${v.authority}对${placeName(m!)}进行了执法检查。`,
        `检查组查阅了安全管理台账和监测监控记录，并深入采掘工作面现场检查，共查出一般事故隐患${foundCount(v)}条（${v.documentNo}，${cnDate(v.date)}）。`,
        `检查组要求${holderOf(m!)}压实安全生产主体责任，做到隐患整改闭环管理。`,
      ],
    }),
  },
];

const RESUMPTIONS: Template<SupervisionItem>[] = [
  {
    id: 'resumption-accepted',
    write: ({ mines: [m], v }) => ({
      title: `${placeName(m!)}通过复产验收 恢复生产`,
      paragraphs: [
        `${cnDate(v.date)}，${v.authority}组织验收组对${placeName(m!)}进行复产验收（${v.documentNo}）。`,
        `该矿此前被责令停产整顿${suspendedFor(v)}日。停产期间，企业对照整改清单逐项整改，完善了通风、监测监控等系统。`,
        `验收组认为该矿具备安全生产条件，同意其恢复生产。`,
        `${holderOf(m!)}表示，将持续加强现场管理，确保矿井安全稳定运行。`,
      ],
    }),
  },
  {
    id: 'resumption-approved',
    write: ({ mines: [m], v }) => ({
      title: `停产整顿${suspendedFor(v)}日后 ${placeName(m!)}获准复产`,
      paragraphs: [
        `记者从${v.authority}了解到，${placeName(m!)}已于${cnDate(v.date)}通过复产验收，恢复生产。`,
        `验收文书（${v.documentNo}）显示，该矿停产整顿${suspendedFor(v)}日，各项隐患已整改到位。`,
        `${standing(m!)}`,
      ],
    }),
  },
];

/** Accidents, fines, orders and inspections of the window, as the records have them. */
export function safetyPools(profiles: readonly DemoProfile[], w: Window, r: Rng): Pool[] {
  const reports: AccidentItem[] = [];
  const investigations: AccidentItem[] = [];
  const penalties: PenaltyItem[] = [];
  const suspensions: PenaltyItem[] = [];
  const hazards: SupervisionItem[] = [];
  const inspections: SupervisionItem[] = [];
  const resumptions: SupervisionItem[] = [];
  for (const m of profiles) {
    for (const a of m.accidents) {
      const reported = after(a.occurredOn, 0, 2, w, r);
      if (reported) reports.push({ on: reported, mines: [m], a, fine: null });
      // Fatal accidents get an investigation report half a year to a year later.
      const investigated = a.deaths > 0 ? after(a.occurredOn, 150, 330, w, r) : null;
      if (investigated) {
        const fine =
          m.penalties.find(
            (p) => p.decidedOn >= a.occurredOn && p.decidedOn <= investigated && fitsHazard(m, p.violation),
          ) ?? null;
        investigations.push({ on: investigated, mines: [m], a, fine });
      }
    }
    for (const p of m.penalties) {
      if (!fitsHazard(m, p.violation)) continue;
      const on = after(p.decidedOn, 2, 20, w, r);
      if (!on) continue;
      const item = { on, mines: [m], p, violation: violationOf(m, p) };
      (suspensionDays(p) > 0 ? suspensions : penalties).push(item);
    }
    for (const v of m.supervision) {
      if (!fitsHazard(m, v.content)) continue;
      if (v.kind === '重大事故隐患') {
        const on = after(v.date, 3, 15, w, r);
        if (on && hazardOf(v)) hazards.push({ on, mines: [m], v });
      } else if (v.kind === '执法检查') {
        const on = after(v.date, 1, 10, w, r);
        if (on && foundCount(v)) inspections.push({ on, mines: [m], v });
      } else if (v.kind === '复产验收' && m.status !== '5') {
        // A closed mine's resumption is history nobody reports as news.
        const on = after(v.date, 1, 7, w, r);
        if (on && suspendedFor(v)) resumptions.push({ on, mines: [m], v });
      }
    }
  }
  return [
    pool({
      category: 'accident',
      share: 0.15,
      templates: ACCIDENT_REPORTS,
      sources: SAFETY_SOURCES,
      items: reports,
    }),
    pool({
      category: 'accident',
      share: 0.06,
      templates: INVESTIGATIONS,
      sources: SAFETY_SOURCES,
      items: investigations,
    }),
    pool({
      category: 'penalty',
      share: 0.12,
      templates: PENALTIES,
      sources: ENFORCEMENT_SOURCES,
      items: penalties,
    }),
    pool({
      category: 'penalty',
      share: 0.04,
      templates: SUSPENSIONS,
      sources: ENFORCEMENT_SOURCES,
      items: suspensions,
    }),
    pool({
      category: 'hazard',
      share: 0.04,
      templates: HAZARDS,
      sources: ENFORCEMENT_SOURCES,
      items: hazards,
    }),
    pool({
      category: 'inspection',
      share: 0.06,
      templates: INSPECTIONS,
      sources: ENFORCEMENT_SOURCES,
      items: inspections,
    }),
    pool({
      category: 'resumption',
      share: 0.04,
      templates: RESUMPTIONS,
      sources: ENFORCEMENT_SOURCES,
      items: resumptions,
    }),
  ];
}

/** Whether a mine had no accident in the days before a date: for safety-record and weather stories. */
export const accidentFree = (m: DemoProfile, from: string, to: string) =>
  !m.accidents.some((a) => a.occurredOn >= from && a.occurredOn <= addDays(to, 3));
