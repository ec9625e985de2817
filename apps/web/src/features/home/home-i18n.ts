import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

/** Texts of the home portal; registered with i18n when the page's code loads. */
export const homeZhCN = {
  'home.hero.title': '贵州煤矿大数据信息平台',
  'home.hero.subtitle': '全省煤矿的证照、地质、生产、安全与经营数据，一站式查询与分析',
  'home.hero.search': '搜索煤矿',
  'home.hero.placeholder': '输入煤矿名称、全拼或拼音首字母，如 金沙 / jinsha / js',
  'home.hero.submit': '搜索',
  'home.hero.suggestions': '匹配的煤矿',
  'home.hero.capacity': '{{value}} 万吨/年',
  'home.hero.noResult': '没有找到匹配的煤矿，按 Enter 在煤矿搜索页中查找',
  'home.hero.loginHint': '查看煤矿档案与高级搜索需要登录',
  'home.figures.title': '全省概况',
  'home.figures.mines': '煤矿总数',
  'home.figures.minesUnit': '座',
  'home.figures.capacity': '核定产能合计',
  'home.figures.capacityUnit': '万吨/年',
  'home.figures.producing': '生产矿井',
  'home.figures.producingCapacity': '生产矿井产能',
  'home.figures.updated': '数据更新于 {{time}}',
  'home.figures.error': '全省概况加载失败',
  'home.figures.retry': '重试',
  'home.sample': '示例数据',
  'home.sampleHint': '当前数据集为合成的演示数据，不代表真实煤矿',
  'home.status.title': '按生产状态',
  'home.status.item': '{{label}}：{{mines}} 座，{{capacity}} 万吨/年',
  'home.status.mines': '{{count}} 座',
  'home.prefecture.title': '各市州煤矿分布',
  'home.prefecture.hint': '点击柱条查看该市州的煤矿',
  'home.prefecture.mines': '煤矿数（座）',
  'home.prefecture.capacity': '核定产能（万吨/年）',
  'home.prefecture.chartLabel': '各市州煤矿数量（按生产状态堆叠）',
  'home.shortcuts.title': '快捷查询',
  'home.shortcuts.byPrefecture': '按市州',
  'home.shortcuts.byStatus': '按生产状态',
  'home.shortcuts.all': '全部煤矿',
  'home.shortcuts.item': '{{label}}（{{count}}）',
} as const;

export type HomeKey = keyof typeof homeZhCN;

export const homeEnUS: Record<HomeKey, string> = {
  'home.hero.title': 'Guizhou Coal Mine Big Data Platform',
  'home.hero.subtitle':
    "Licences, geology, production, safety and business data of the province's coal mines in one place",
  'home.hero.search': 'Search mines',
  'home.hero.placeholder': 'Mine name, full pinyin or pinyin initials, e.g. 金沙 / jinsha / js',
  'home.hero.submit': 'Search',
  'home.hero.suggestions': 'Matching mines',
  'home.hero.capacity': '{{value}} ×10⁴ t/a',
  'home.hero.noResult': 'No matching mine; press Enter to look on the search page',
  'home.hero.loginHint': 'Mine profiles and advanced search require signing in',
  'home.figures.title': 'Province overview',
  'home.figures.mines': 'Mines',
  'home.figures.minesUnit': '',
  'home.figures.capacity': 'Total approved capacity',
  'home.figures.capacityUnit': '×10⁴ t/a',
  'home.figures.producing': 'Producing mines',
  'home.figures.producingCapacity': 'Producing capacity',
  'home.figures.updated': 'Data as of {{time}}',
  'home.figures.error': 'The province overview failed to load',
  'home.figures.retry': 'Retry',
  'home.sample': 'Sample data',
  'home.sampleHint': 'The dataset is synthetic demo data, not real mines',
  'home.status.title': 'By production status',
  'home.status.item': '{{label}}: {{mines}} mines, {{capacity}} ×10⁴ t/a',
  'home.status.mines': '{{count}} mines',
  'home.prefecture.title': 'Mines by prefecture',
  'home.prefecture.hint': "Click a bar to see that prefecture's mines",
  'home.prefecture.mines': 'Mines',
  'home.prefecture.capacity': 'Approved capacity (×10⁴ t/a)',
  'home.prefecture.chartLabel': 'Mines per prefecture, stacked by production status',
  'home.shortcuts.title': 'Quick searches',
  'home.shortcuts.byPrefecture': 'By prefecture',
  'home.shortcuts.byStatus': 'By production status',
  'home.shortcuts.all': 'All mines',
  'home.shortcuts.item': '{{label}} ({{count}})',
};

i18n.addResourceBundle('zh-CN', 'translation', homeZhCN, true, false);
i18n.addResourceBundle('en-US', 'translation', homeEnUS, true, false);

export type HomeT = (key: HomeKey, options?: Record<string, string | number>) => string;

/** The home portal's translate function, typed to its own keys. */
export function useHomeT(): { t: HomeT; language: string } {
  const { t, i18n: instance } = useTranslation();
  const translate = useCallback<HomeT>((key, options) => t(key, options ?? {}), [t]);
  return { t: translate, language: instance.language };
}
