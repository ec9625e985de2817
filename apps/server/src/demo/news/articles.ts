/**
 * Demo news (示例): coal-industry items written for the console, generated deterministically from the
 * loaded demo mines so that linking finds them. Every item says it is sample data.
 */
export interface DemoMine {
  id: number;
  name: string;
  county: string;
  prefecture: string;
  company: string | null;
  capacity: number;
}

export interface DemoArticle {
  title: string;
  source: string;
  author: string;
  publishedAt: Date;
  summary: string;
  paragraphs: string[];
  /** The demo mines the item is written about, for the linking figures of the bench. */
  mineIds: number[];
  category: string;
}

export const DEMO_ARTICLE_COUNT = 96;
export const SAMPLE_NOTE = '（示例数据，内容为系统演示而编写，不代表真实事件。）';

/** mulberry32: a few lines, the same sequence everywhere for the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof random>;

interface Ctx {
  m: DemoMine;
  /** A second mine, for items about two. */
  o: DemoMine;
  r: Rng;
  date: string;
}

const SOURCES = ['贵州煤炭资讯（示例）', '黔煤观察（示例）', '省能源信息网（示例）', '矿山安全报道（示例）'];
const AUTHORS = ['本网记者', '通讯员', '特约记者', '编辑部'];

const full = (m: DemoMine) => `${m.county}${m.name}`;
const company = (m: DemoMine) => m.company ?? `${m.county}某煤业公司`;
const cap = (m: DemoMine) => Math.max(15, Math.round(m.capacity || 30));

/** Category, then a writer of title and paragraphs. */
const TEMPLATES: [string, (c: Ctx) => { title: string; paragraphs: string[] }][] = [
  [
    'accident',
    ({ m, r, date }) => {
      const dead = r.int(1, 4);
      const kind = r.pick(['瓦斯爆炸', '透水', '顶板冒顶', '煤与瓦斯突出']);
      return {
        title: `${full(m)}发生${kind}事故 造成${dead}人死亡`,
        paragraphs: [
          `${date}，${m.prefecture}${full(m)}井下发生一起${kind}事故，造成${dead}人死亡、${r.int(1, 3)}人受伤。`,
          `事故发生后，省应急管理厅和${m.prefecture}有关部门负责人赶赴现场指导救援，该矿已停产。`,
          `事故原因正在调查中。${m.county}已责令辖区煤矿全面开展隐患排查。`,
        ],
      };
    },
  ],
  [
    'investigation',
    ({ m, r }) => ({
      title: `${full(m)}事故调查报告公布 ${r.int(8, 16)}名责任人被追责`,
      paragraphs: [
        `${m.prefecture}政府近日公布${full(m)}事故调查报告，认定这是一起生产安全责任事故。`,
        `调查查明，该矿违章指挥、违规作业，安全管理严重不到位，${company(m)}对事故负有主要责任。`,
        `调查组建议对企业处以${r.int(100, 300)}万元罚款，矿长被依法追究刑事责任。`,
      ],
    }),
  ],
  [
    'rectification',
    ({ m, r }) => ({
      title: `${full(m)}存在重大事故隐患被责令停产整顿`,
      paragraphs: [
        `${m.prefecture}能源局执法检查发现，${full(m)}存在${r.pick(['超能力生产', '瓦斯监控数据弄虚作假', '探放水措施没有落实', '超层越界开采'])}等重大事故隐患${r.int(2, 6)}项。`,
        `执法人员依法责令该矿停产整顿，并暂扣其安全生产许可证。`,
        `${company(m)}被要求限期整改，整改不到位的将依法关闭。`,
      ],
    }),
  ],
  [
    'penalty',
    ({ m, r }) => ({
      title: `${full(m)}因违法违规生产被罚款${r.int(20, 150)}万元`,
      paragraphs: [
        `${m.county}应急管理局对${full(m)}作出行政处罚决定。`,
        `检查发现该矿${r.pick(['未按规定检查瓦斯', '安全监控系统运行不正常', '违规使用淘汰设备', '未按规定配备专职安全管理人员'])}，违反了煤矿安全规程。`,
        `该矿主要负责人被约谈，相关责任人受到处分。`,
      ],
    }),
  ],
  [
    'resumption',
    ({ m, r }) => ({
      title: `${full(m)}通过复产验收 恢复生产`,
      paragraphs: [
        `经过${r.int(1, 4)}个月的停产整改，${full(m)}重大隐患全部整改到位。`,
        `${m.county}组织验收组进行现场检查，认为该矿具备安全生产条件，同意其恢复生产。`,
        `${company(m)}表示将持续加强安全管理，确保安全稳定生产。`,
      ],
    }),
  ],
  [
    'capacity-up',
    ({ m }) => {
      const from = cap(m);
      const to = from + 30;
      return {
        title: `${full(m)}生产能力核增至${to}万吨/年`,
        paragraphs: [
          `国家矿山安全监察局贵州局批复同意${full(m)}生产能力由${from}万吨/年核增至${to}万吨/年。`,
          `该矿近年来完成智能化改造，瓦斯抽采全面达标，安全保障能力明显提升。`,
          `核增后，该矿将为全省电煤保供作出更大贡献。`,
        ],
      };
    },
  ],
  [
    'capacity-down',
    ({ m }) => {
      const from = cap(m) + 15;
      return {
        title: `${full(m)}核定生产能力被核减`,
        paragraphs: [
          `由于瓦斯治理不到位、采掘接续紧张，${full(m)}生产能力由${from}万吨/年核减至${from - 15}万吨/年。`,
          `核减后该矿原煤产量将明显下降，企业经营困难加剧。`,
        ],
      };
    },
  ],
  [
    'merger',
    ({ m, o }) => ({
      title: `${company(m)}完成兼并重组 整合${o.name}等矿井`,
      paragraphs: [
        `${company(m)}近日完成对${full(o)}的兼并重组，重组后企业资源配置进一步优化。`,
        `整合后的矿井将按照120万吨/年规模进行技术改造，建设智能化工作面。`,
        `据介绍，此次重组是${m.prefecture}煤矿企业兼并重组工作的一部分。`,
      ],
    }),
  ],
  [
    'smart',
    ({ m }) => ({
      title: `${full(m)}智能化综采工作面建成投用`,
      paragraphs: [
        `${full(m)}智能化综采工作面日前建成投用，实现了远程集中控制。`,
        `投用后单班下井人数减少一半，生产效率显著提升，安全保障能力进一步增强。`,
        `该矿被列入全省智能化示范煤矿建设名单。`,
      ],
    }),
  ],
  [
    'safety-record',
    ({ m, r }) => ({
      title: `${full(m)}连续安全生产${r.int(3, 8) * 500}天`,
      paragraphs: [
        `截至本月，${full(m)}实现连续安全生产，未发生一起伤亡事故。`,
        `该矿荣获${m.prefecture}煤矿安全生产先进单位称号，并通过安全生产标准化一级达标考核。`,
      ],
    }),
  ],
  [
    'price',
    ({ m, r }) => {
      const up = r.next() < 0.5;
      return {
        title: up
          ? `电煤需求回升 ${m.prefecture}煤价企稳上涨`
          : `煤价持续下跌 ${m.prefecture}部分煤企经营困难`,
        paragraphs: up
          ? [
              `近期${m.prefecture}动力煤坑口价格回升，${company(m)}等企业销售形势好转。`,
              `${full(m)}产销两旺，经营状况明显改善。`,
            ]
          : [
              `受市场需求低迷影响，${m.prefecture}动力煤价格连续下跌，部分企业出现亏损。`,
              `${company(m)}所属${m.name}库存积压，销售回款困难。`,
            ],
      };
    },
  ],
  [
    'policy',
    ({ m }) => ({
      title: `${m.prefecture}召开煤矿安全生产工作会议`,
      paragraphs: [
        `${m.prefecture}能源局日前召开全市煤矿安全生产工作会议，传达了国家和省有关文件精神。`,
        `会议对下一阶段煤矿安全监管工作作出部署，${company(m)}等企业负责人参加会议。`,
        `会议要求各煤矿在月底前报送自查报告。`,
      ],
    }),
  ],
  [
    'weather',
    ({ m, r }) => {
      const kind = r.pick(['强降雨', '凝冻天气', '暴雨']);
      return {
        title: `${kind}致${m.county}多座煤矿停产 ${m.name}矿区道路中断`,
        paragraphs: [
          `受持续${kind}影响，${m.county}多座煤矿被迫停产，${full(m)}矿区道路因山体滑坡中断。`,
          `当地要求受影响矿井立即撤人，严防次生灾害。`,
        ],
      };
    },
  ],
  [
    'weather-safe',
    ({ m }) => ({
      title: `${full(m)}提前撤人 强降雨中未造成人员伤亡`,
      paragraphs: [
        `面对强降雨，${full(m)}提前启动应急预案，及时撤出井下作业人员。`,
        `虽然矿区部分设施受损，但没有造成人员伤亡，矿井已恢复正常生产。`,
      ],
    }),
  ],
  [
    'dishonest',
    ({ m, r }) => ({
      title: `${company(m)}被列入失信被执行人名单`,
      paragraphs: [
        `因未履行法院生效判决，${company(m)}被列入失信被执行人名单，涉及金额${r.int(2, 30) * 1000}万元。`,
        `该公司所属${full(m)}采矿权已被法院查封。`,
      ],
    }),
  ],
  [
    'approval',
    ({ m }) => ({
      title: `${full(m)}安全生产许可证顺利延续`,
      paragraphs: [
        `经审查，${full(m)}安全生产条件符合要求，安全生产许可证获批延续三年。`,
        `${company(m)}表示将以此为契机，持续推进标准化建设。`,
      ],
    }),
  ],
];

const DAY = 86_400_000;

/**
 * The demo items for a set of mines: `count` items over the two years before the reference date,
 * each naming one or two of the mines (picked in id order by a seeded generator, so the same mines
 * and the same reference date always give the same items).
 */
export function generateDemoArticles(
  mines: readonly DemoMine[],
  {
    referenceDate,
    count = DEMO_ARTICLE_COUNT,
    seed = 15,
  }: { referenceDate: string; count?: number; seed?: number },
): DemoArticle[] {
  if (mines.length === 0) return [];
  const sorted = [...mines].sort((a, b) => a.id - b.id);
  const end = Date.parse(`${referenceDate}T10:00:00+08:00`);
  const r = random(seed);
  const articles: DemoArticle[] = [];
  for (let i = 0; i < count; i++) {
    const [category, write] = TEMPLATES[i % TEMPLATES.length]!;
    const m = r.pick(sorted);
    const o = r.pick(sorted);
    // Spread evenly over 730 days, with a few hours' jitter so items do not line up.
    const publishedAt = new Date(end - Math.floor(((i + 0.5) / count) * 730 * DAY) - r.int(0, 20) * 3600_000);
    const date = new Intl.DateTimeFormat('zh-CN', {
      timeZone: 'Asia/Shanghai',
      month: 'long',
      day: 'numeric',
    }).format(publishedAt);
    const { title, paragraphs } = write({ m, o, r, date });
    const mineIds =
      category === 'merger'
        ? [o.id]
        : title.includes(m.name) || paragraphs.some((p) => p.includes(m.name))
          ? [m.id]
          : [];
    articles.push({
      title,
      source: r.pick(SOURCES),
      author: r.pick(AUTHORS),
      publishedAt,
      summary: paragraphs[0]!,
      paragraphs: [...paragraphs, SAMPLE_NOTE],
      mineIds,
      category,
    });
  }
  return articles;
}
