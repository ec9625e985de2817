import { defineFeatureMessages } from '@/lib/feature-messages';

/** Texts of the navbar's mine search. */
export const mineSearchZhCN = {
  'mineSearch.open': '搜索煤矿',
  'mineSearch.shortcut': 'Ctrl K',
  'mineSearch.title': '搜索煤矿',
  'mineSearch.input': '煤矿名称',
  'mineSearch.placeholder': '输入煤矿名称、全拼或拼音首字母，如 金沙 / jinsha / js',
  'mineSearch.results': '匹配的煤矿',
  'mineSearch.hint': '输入煤矿名称开始搜索，最多显示 6 条匹配结果',
  'mineSearch.searching': '正在搜索…',
  'mineSearch.noResult': '没有找到与“{{term}}”匹配的煤矿',
  'mineSearch.error': '搜索失败，请稍后重试',
  'mineSearch.retry': '重试',
  'mineSearch.count': '找到 {{count}} 座煤矿，显示前 {{shown}} 座',
  'mineSearch.countAll': '找到 {{count}} 座煤矿',
  'mineSearch.capacity': '{{value}} 万吨/年',
  'mineSearch.keys': '↑ ↓ 选择 · Enter 打开所选（未选时打开第一条）· Esc 关闭',
  'mineSearch.advanced': '在煤矿搜索页中查看全部结果',
  'mineSearch.newTab': '（在新标签页打开）',
  'mineSearch.close': '关闭',
  'mineSearch.match.name': '名称匹配',
  'mineSearch.match.alias': '曾用名匹配：{{name}}',
  'mineSearch.match.county': '区县匹配：{{county}}',
} as const;

export type MineSearchKey = keyof typeof mineSearchZhCN;

export const mineSearchEnUS: Record<MineSearchKey, string> = {
  'mineSearch.open': 'Search mines',
  'mineSearch.shortcut': 'Ctrl K',
  'mineSearch.title': 'Search mines',
  'mineSearch.input': 'Mine name',
  'mineSearch.placeholder': 'Mine name, full pinyin or pinyin initials, e.g. 金沙 / jinsha / js',
  'mineSearch.results': 'Matching mines',
  'mineSearch.hint': 'Type a mine name to search; up to 6 matches are shown',
  'mineSearch.searching': 'Searching…',
  'mineSearch.noResult': 'No mine matches “{{term}}”',
  'mineSearch.error': 'Search failed, please try again',
  'mineSearch.retry': 'Retry',
  'mineSearch.count': '{{count}} mines found, showing the first {{shown}}',
  'mineSearch.countAll': '{{count}} mines found',
  'mineSearch.capacity': '{{value}} ×10⁴ t/a',
  'mineSearch.keys': '↑ ↓ to choose · Enter opens the choice (or the first match) · Esc closes',
  'mineSearch.advanced': 'See all results on the mine search page',
  'mineSearch.newTab': '(opens in a new tab)',
  'mineSearch.close': 'Close',
  'mineSearch.match.name': 'Name match',
  'mineSearch.match.alias': 'Former name: {{name}}',
  'mineSearch.match.county': 'County match: {{county}}',
};

/** The feature's translate function, typed to its own keys, and the UI language. */
export const useMineSearchT = defineFeatureMessages(mineSearchZhCN, mineSearchEnUS);
