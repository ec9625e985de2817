import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

/** Texts of the mine profile; registered with i18n when the profile's code loads. */
export const profileZhCN = {
  'profile.title': '煤矿档案',
  'profile.sample': '示例数据',
  'profile.sampleHint': '本矿为合成的演示数据，不代表真实煤矿',
  'profile.location': '{{prefecture}} · {{county}}',
  'profile.company': '采矿权人',
  'profile.capacity': '核定产能',
  'profile.capacityValue': '{{value}} 万吨/年',
  'profile.score': '综合评分',
  'profile.scoreValue': '{{value}} 分（{{band}} 级）',
  'profile.noScore': '暂无评分',
  'profile.code': '矿井编码',
  'profile.aliases': '曾用名',
  'profile.updated': '更新于 {{time}}',
  'profile.export': '导出 Excel',
  'profile.exporting': '正在导出…',
  'profile.exportFailed': '导出失败，请稍后重试',
  'profile.print': '打印',
  'profile.licence.mining': '采矿许可证',
  'profile.licence.safety': '安全生产许可证',
  'profile.licence.valid': '有效期至 {{date}}',
  'profile.licence.expiring': '将于 {{date}} 到期，剩余 {{days}} 天',
  'profile.licence.expired': '已于 {{date}} 过期，已过 {{days}} 天',
  'profile.licence.noDate': '有效期未登记',
  'profile.nav.label': '档案目录',
  'profile.nav.open': '目录',
  'profile.section.loadError': '本部分加载失败',
  'profile.section.retry': '重试',
  'profile.empty': '暂无数据',
  'profile.yes': '是',
  'profile.no': '否',
  'profile.chart.output': '原煤产量（万吨）',
  'profile.chart.capacity': '核定产能（万吨/年）',
  'profile.chart.productionTitle': '历年产量',
  'profile.chart.qualityTitle': '各煤层煤质',
  'profile.graph.title': '股权关系图',
  'profile.graph.hint': '方形为企业，圆形为自然人，连线标注持股比例；点击节点查看其直接关联，点击空白处恢复',
  'profile.graph.mine': '煤矿',
  'profile.graph.company': '企业',
  'profile.graph.person': '自然人',
  'profile.graph.cumulative': '穿透持股 {{percent}}%',
  'profile.graph.reset': '显示全部',
  'profile.graph.pick': '聚焦节点',
  'profile.graph.focused': '已聚焦：{{name}}',
  'profile.table.caption': '{{title}}，共 {{count}} 条',
  'profile.item.unnamed': '第 {{index}} 项',
} as const;

export type ProfileKey = keyof typeof profileZhCN;

export const profileEnUS: Record<ProfileKey, string> = {
  'profile.title': 'Mine profile',
  'profile.sample': 'Sample data',
  'profile.sampleHint': 'This mine is synthetic demo data, not a real mine',
  'profile.location': '{{prefecture}} · {{county}}',
  'profile.company': 'Mining rights holder',
  'profile.capacity': 'Approved capacity',
  'profile.capacityValue': '{{value}} × 10⁴ t/a',
  'profile.score': 'Score',
  'profile.scoreValue': '{{value}} (band {{band}})',
  'profile.noScore': 'Not scored',
  'profile.code': 'Mine code',
  'profile.aliases': 'Former names',
  'profile.updated': 'Updated {{time}}',
  'profile.export': 'Export to Excel',
  'profile.exporting': 'Exporting…',
  'profile.exportFailed': 'Export failed, please try again later',
  'profile.print': 'Print',
  'profile.licence.mining': 'Mining licence',
  'profile.licence.safety': 'Safety production licence',
  'profile.licence.valid': 'valid until {{date}}',
  'profile.licence.expiring': 'expires on {{date}}, {{days}} days left',
  'profile.licence.expired': 'expired on {{date}}, {{days}} days ago',
  'profile.licence.noDate': 'validity not recorded',
  'profile.nav.label': 'Profile contents',
  'profile.nav.open': 'Contents',
  'profile.section.loadError': 'This part failed to load',
  'profile.section.retry': 'Retry',
  'profile.empty': 'No data',
  'profile.yes': 'Yes',
  'profile.no': 'No',
  'profile.chart.output': 'Raw coal output (10⁴ t)',
  'profile.chart.capacity': 'Approved capacity (10⁴ t/a)',
  'profile.chart.productionTitle': 'Output by year',
  'profile.chart.qualityTitle': 'Coal quality by seam',
  'profile.graph.title': 'Ownership graph',
  'profile.graph.hint':
    'Squares are companies, circles are people, edges show holdings; click a node to see its direct links, click the background to reset',
  'profile.graph.mine': 'Mine',
  'profile.graph.company': 'Company',
  'profile.graph.person': 'Person',
  'profile.graph.cumulative': 'Look-through holding {{percent}}%',
  'profile.graph.reset': 'Show all',
  'profile.graph.pick': 'Focus a node',
  'profile.graph.focused': 'Focused: {{name}}',
  'profile.table.caption': '{{title}}, {{count}} rows',
  'profile.item.unnamed': 'Item {{index}}',
};

i18n.addResourceBundle('zh-CN', 'translation', profileZhCN, true, false);
i18n.addResourceBundle('en-US', 'translation', profileEnUS, true, false);

export type ProfileT = (key: ProfileKey, options?: Record<string, string | number>) => string;

/** The profile's translate function, typed to its own keys, and whether the language is Chinese. */
export function useProfileT(): { t: ProfileT; zh: boolean; language: string } {
  const { t, i18n: instance } = useTranslation();
  const translate = useCallback<ProfileT>((key, options) => t(key, options ?? {}), [t]);
  return { t: translate, zh: instance.language === 'zh-CN', language: instance.language };
}
