import { addDays } from '../mines/dates';
import type { DemoProfile } from './profiles';
import type { Rng } from './rng';
import { dayIn, type Item, pool, type Pool, type Template, type Window } from './story';
import { amount, placeName } from './wording';

interface OutputItem extends Item {
  company: string;
  year: number;
  output: number;
  previous: number;
  /** How many of the company's mines produced that year (the article names the largest few). */
  producing: number;
}
interface PriceItem extends Item {
  prefecture: string;
  company: string;
  price: number;
  change: number;
}

const MARKET_SOURCES = [
  '中国煤炭市场网（示例）',
  '贵州日报（示例）',
  '中国煤炭报（示例）',
  '黔煤观察（示例）',
];

const change = (i: OutputItem) => Math.abs(Math.round(((i.output - i.previous) / i.previous) * 1000) / 10);
/** The company's mines as a sentence: the one, or how many and the largest (the mines the article names). */
const portfolio = ({ mines, year, producing }: OutputItem) => {
  if (mines.length === 1 && producing === 1) return `该公司所属${placeName(mines[0]!)}`;
  const top = mines[0]!;
  const others = mines.slice(1).map(placeName).join('、');
  const rest = others ? `，其次为${others}` : '';
  return `该公司${producing}处生产煤矿中，${placeName(top)}产量最高，为${amount(outputIn(top, year))}万吨${rest}；`;
};
const outputIn = (m: DemoProfile, year: number) =>
  m.production.filter((p) => p.year === year).reduce((sum, p) => sum + p.output, 0);

const OUTPUT_UP: Template<OutputItem>[] = [
  {
    id: 'company-output-up',
    write: (i) => ({
      title: `${i.company}${i.year}年原煤产量${amount(i.output)}万吨 同比增长${change(i)}%`,
      paragraphs: [
        `${i.company}日前发布生产经营数据：${i.year}年完成原煤产量${amount(i.output)}万吨，较上年的${amount(i.previous)}万吨增长${change(i)}%。`,
        `${portfolio(i)}全年生产组织平稳有序。`,
        `公司表示，将在确保安全的前提下稳产增产，全力保障电煤供应。`,
      ],
    }),
  },
  {
    id: 'company-output-report',
    write: (i) => ({
      title: `${i.company}发布${i.year}年产销数据`,
      paragraphs: [
        `${i.company}发布${i.year}年产销情况，全年生产原煤${amount(i.output)}万吨，同比增长${change(i)}%。`,
        `${portfolio(i)}采掘接续总体正常。`,
        `公司同时披露了商品煤销量和电煤长协合同履约情况，但未披露利润数据。`,
      ],
    }),
  },
];

const OUTPUT_DOWN: Template<OutputItem>[] = [
  {
    id: 'company-output-down',
    write: (i) => ({
      title: `${i.company}${i.year}年原煤产量同比下降${change(i)}%`,
      paragraphs: [
        `${i.company}${i.year}年完成原煤产量${amount(i.output)}万吨，较上年的${amount(i.previous)}万吨下降${change(i)}%。`,
        `${portfolio(i)}部分矿井受地质条件变化和停产整改影响，产量有所下滑。`,
        `公司表示，短期内采掘接续紧张的局面难以根本扭转，全年经营压力较大。`,
      ],
    }),
  },
  {
    id: 'company-output-pressure',
    write: (i) => ({
      title: `产量下滑 ${i.company}经营承压`,
      paragraphs: [
        `统计数据显示，${i.company}${i.year}年原煤产量${amount(i.output)}万吨，同比减少${change(i)}%。`,
        `${portfolio(i)}受产量下降和煤价波动影响，企业经营压力明显加大。`,
        `业内人士建议，企业应加快推进机械化、智能化改造，降低生产成本。`,
      ],
    }),
  },
];

const PRICES: Template<PriceItem>[] = [
  {
    id: 'price-up',
    write: (i) => ({
      title: `电煤需求回升 ${i.prefecture}动力煤坑口价格上涨`,
      paragraphs: [
        `近期，${i.prefecture}动力煤坑口价格有所回升，主流成交价约${i.price}元/吨，较上月上涨${i.change}元/吨。`,
        `迎峰度夏临近，电厂补库需求增加，${i.company}等企业销售形势好转。`,
        `${placeName(i.mines[0]!)}负责人介绍，目前矿井产销两旺，库存处于低位。`,
      ],
    }),
  },
  {
    id: 'price-down',
    write: (i) => ({
      title: `煤价持续走低 ${i.prefecture}部分煤企经营困难`,
      paragraphs: [
        `受下游需求偏弱影响，${i.prefecture}动力煤坑口价格连续下跌，主流成交价约${i.price}元/吨，较上月下降${i.change}元/吨。`,
        `${i.company}有关人员表示，企业库存积压，销售回款困难，部分矿井已出现亏损。`,
        `${placeName(i.mines[0]!)}已调整生产计划，加强成本管控。`,
      ],
    }),
  },
  {
    id: 'power-contract',
    write: (i) => ({
      title: `${i.company}签订电煤中长期合同`,
      paragraphs: [
        `${i.company}日前与省内多家燃煤电厂签订电煤中长期购销合同。`,
        `合同约定，公司所属${placeName(i.mines[0]!)}等矿井按照约定价格稳定供应电煤，当前合同价格约${i.price}元/吨。`,
        `有关负责人表示，中长期合同有利于稳定煤炭市场预期，保障全省电力供应。`,
      ],
    }),
  },
];

/** Each company's output by year, from its mines' production records; prices around its working mines. */
export function marketPools(profiles: readonly DemoProfile[], w: Window): Pool[] {
  const byCompany = new Map<string, DemoProfile[]>();
  for (const m of profiles) if (m.company) byCompany.set(m.company, [...(byCompany.get(m.company) ?? []), m]);
  const up: OutputItem[] = [];
  const down: OutputItem[] = [];
  for (const [company, mines] of byCompany) {
    for (let year = Number(w.start.slice(0, 4)) - 1; year < Number(w.ref.slice(0, 4)); year++) {
      // Annual figures come out in the first quarter of the next year.
      const on = addDays(`${year + 1}-01-10`, (company.length * 7 + year) % 70);
      if (on < w.start || on > w.ref) continue;
      const output = mines.reduce((sum, m) => sum + outputIn(m, year), 0);
      const previous = mines.reduce((sum, m) => sum + outputIn(m, year - 1), 0);
      if (output <= 0 || previous <= 0 || Math.abs(output - previous) / previous < 0.01) continue;
      const producing = mines
        .filter((m) => outputIn(m, year) > 0)
        .sort((a, b) => outputIn(b, year) - outputIn(a, year));
      const named = producing.slice(0, 3);
      const item = { on, mines: named, company, year, output, previous, producing: producing.length };
      (output > previous ? up : down).push(item);
    }
  }
  const working = profiles.filter((m) => m.status === '1' && m.company);
  const make = (r: Rng): PriceItem | null => {
    if (working.length === 0) return null;
    const m = r.pick(working);
    return {
      on: dayIn(w, r),
      mines: [m],
      prefecture: m.prefecture,
      company: m.company!,
      price: r.int(56, 98) * 10,
      change: r.int(2, 8) * 5,
    };
  };
  return [
    pool({ category: 'market', share: 0.05, templates: OUTPUT_UP, sources: MARKET_SOURCES, items: up }),
    pool({ category: 'market', share: 0.03, templates: OUTPUT_DOWN, sources: MARKET_SOURCES, items: down }),
    pool({ category: 'market', share: 0.04, templates: PRICES, sources: MARKET_SOURCES, make }),
  ];
}
