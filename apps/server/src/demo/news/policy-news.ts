import { addDays } from '../mines/dates';
import type { DemoProfile } from './profiles';
import type { Rng } from './rng';
import { dayIn, type Item, pool, type Pool, type Template, type Window } from './story';
import { holderOf, placeName } from './wording';

interface PolicyItem extends Item {
  year: string;
}

const POLICY_SOURCES = [
  '贵州省人民政府网（示例）',
  '贵州省能源局网站（示例）',
  '贵州日报（示例）',
  '国家矿山安全监察局贵州局网站（示例）',
];

/** 甲煤矿、乙煤矿等: the examples a province-level item names. */
const named = (mines: DemoProfile[]) => mines.map(placeName).join('、');

/** The season of peak power demand a supply meeting prepares for. */
const season = (on: string) => {
  const month = Number(on.slice(5, 7));
  return month >= 5 && month <= 9 ? '迎峰度夏' : month >= 10 || month <= 2 ? '迎峰度冬' : '';
};

/** Province-level themes (DOMAIN.md: 黔府办发〔2013〕46号, the 30×10⁴ t/a exit, smart mining, mergers). */
const POLICIES: Template<PolicyItem>[] = [
  {
    id: 'policy-rectification',
    write: ({ mines, year, on }) => ({
      title: `全省煤矿安全专项整治${Number(on.slice(5, 7))}月调度会召开`,
      paragraphs: [
        `${year}年煤矿安全专项整治工作推进会日前在贵阳召开，会议通报了专项整治阶段性进展。`,
        `会议指出，各地要聚焦重大灾害治理、“打非治违”和隐患排查，坚决遏制较大及以上事故。`,
        `会议通报了${named(mines)}等煤矿近期受到行政处罚的情况，要求各地以案为鉴、举一反三。`,
      ],
    }),
  },
  {
    id: 'policy-smart-mining',
    write: ({ mines, year }) => ({
      title: `贵州加快推进煤矿智能化建设`,
      paragraphs: [
        `记者从省能源局获悉，${year}年全省煤矿智能化建设持续推进，一批智能化采掘工作面建成投用。`,
        `目前，${named(mines)}等煤矿已建成并验收智能化工作面，减人增安提效成效明显。`,
        `下一步，全省将推动大中型煤矿和灾害严重煤矿率先实现智能化，鼓励企业加大技术改造投入。`,
      ],
    }),
  },
  {
    id: 'policy-merger',
    write: ({ mines, year }) => ({
      title: `贵州持续深化煤矿企业兼并重组`,
      paragraphs: [
        `${year}年，贵州继续推进煤矿企业兼并重组，引导资源向优势企业集中。`,
        `${mines.map((m) => `${holderOf(m)}所属${placeName(m)}`).join('，')}等矿井在兼并重组后完成了技术改造，生产系统得到优化。`,
        `省能源局有关负责人表示，将支持大型煤炭企业整合中小煤矿，提高产业集中度和安全保障水平。`,
      ],
    }),
  },
  {
    id: 'policy-small-exit',
    write: ({ mines, year }) => ({
      title: `贵州推进30万吨/年以下煤矿分类处置`,
      paragraphs: [
        `按照全省煤炭行业淘汰落后产能工作部署，30万吨/年以下煤矿将分类处置、有序退出。`,
        `截至${year}年，${named(mines)}等规模较小的煤矿已关闭退出，相关采矿许可证依法注销。`,
        `对退出煤矿的职工安置、债务处置等问题，各地将妥善做好相关工作。`,
      ],
    }),
  },
  {
    id: 'policy-power-supply',
    write: ({ mines, year, on }) => ({
      title: `全省${season(on)}电煤保供工作视频调度会召开`,
      paragraphs: [
        `${year}年全省电煤保供工作视频调度会日前召开，会议分析了当前电煤供需形势。`,
        `会议听取了${named(mines)}等大中型煤矿的产量和库存情况汇报，研究了省内电厂用煤调度安排。`,
        `各地要加强运力协调，落实电煤中长期合同，确保电煤库存保持合理水平。`,
      ],
    }),
  },
  {
    id: 'policy-rainy-season',
    write: ({ mines, year }) => ({
      title: `全省部署煤矿雨季“三防”工作`,
      paragraphs: [
        `进入主汛期，省能源局印发通知，部署${year}年煤矿雨季防洪、防排水、防雷电工作。`,
        `通知要求各煤矿严格落实探放水措施，遇暴雨天气立即撤人。${named(mines)}等矿井已完成汛前隐患排查。`,
        `各级监管部门将加强汛期值班值守，确保信息畅通。`,
      ],
    }),
  },
  {
    id: 'policy-gas-control',
    write: ({ mines, year }) => ({
      title: `${year}年全省煤矿瓦斯防治工作会议召开`,
      paragraphs: [
        `${year}年全省煤矿瓦斯防治工作会议日前召开，会议强调要坚持先抽后采、抽采达标。`,
        `会议要求${named(mines)}等煤与瓦斯突出矿井严格落实区域和局部综合防突措施。`,
        `会议还部署了瓦斯抽采系统升级改造和监测监控联网工作。`,
      ],
    }),
  },
  {
    id: 'policy-safety-meeting',
    write: ({ mines, year }) => ({
      title: `${year}年全省煤矿安全生产工作会议召开`,
      paragraphs: [
        `${year}年全省煤矿安全生产工作会议日前召开，总结工作、分析形势，部署下一阶段任务。`,
        `会议通报表扬了${named(mines)}等安全生产工作成效明显的煤矿。`,
        `会议强调，要坚持人民至上、生命至上，压实企业主体责任和部门监管责任，推动全省煤矿安全形势持续稳定向好。`,
      ],
    }),
  },
];

interface Fits {
  /** Whether the mine could ever be named under the theme. */
  mine: (m: DemoProfile) => boolean;
  /** Whether its records bear it out on the day. */
  on?: (m: DemoProfile, day: Day) => boolean;
}
/** The day and the cut-offs the themes look back to. */
interface Day {
  on: string;
  halfYear: string;
  twoYears: string;
}
/** Which mines each theme may name on a day: only what their records bear out. */
const EXAMPLES: Fits[] = [
  {
    mine: (m) => m.penalties.length > 0,
    on: (m, d) => m.penalties.some((p) => p.decidedOn <= d.on && p.decidedOn >= d.halfYear),
  },
  { mine: (m) => m.smartFaces.length > 0, on: (m, d) => m.smartFaces.some((f) => f.acceptedOn <= d.on) },
  { mine: (m) => m.status === '1' && m.company !== null },
  { mine: (m) => m.status === '5' && m.capacity < 30 },
  { mine: (m) => m.status === '1' && m.capacity >= 90 },
  { mine: (m) => m.status === '1' },
  { mine: (m) => m.status === '1' && m.gasGrade === '3' },
  {
    mine: (m) => m.status === '1',
    on: (m, d) => !m.accidents.some((a) => a.occurredOn <= d.on && a.occurredOn >= d.twoYears),
  },
];

export function policyPools(profiles: readonly DemoProfile[], w: Window): Pool[] {
  const candidates = EXAMPLES.map((fits) => profiles.filter(fits.mine));
  const make = (r: Rng, theme: number): PolicyItem | null => {
    const on = dayIn(w, r);
    const check = EXAMPLES[theme]!.on;
    const day = { on, halfYear: addDays(on, -180), twoYears: addDays(on, -730) };
    const fits = check ? candidates[theme]!.filter((m) => check(m, day)) : candidates[theme]!;
    // Two or three of them, drawn without repeats.
    const chosen = new Set<DemoProfile>();
    for (let want = Math.min(fits.length, r.int(2, 3)); chosen.size < want;) chosen.add(r.pick(fits));
    return chosen.size ? { on, mines: [...chosen], year: on.slice(0, 4) } : null;
  };
  return [pool({ category: 'policy', share: 0.09, templates: POLICIES, sources: POLICY_SOURCES, make })];
}
