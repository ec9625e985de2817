import * as account from './messages/account';
import * as alerts from './messages/alerts';
import * as analysis from './messages/analysis';
import * as auth from './messages/auth';
import * as company from './messages/company';
import * as inbox from './messages/demo-inbox';
import * as dict from './messages/dict';
import * as feedback from './messages/feedback';
import * as importer from './messages/import';
import * as mine from './messages/mine';
import * as mineHistory from './messages/mine-history';
import * as news from './messages/news';
import * as platform from './messages/platform';
import * as risk from './messages/risk';
import * as system from './messages/system';
import * as savedViews from './messages/saved-views';
import * as visualization from './messages/visualization';
import * as productionAnalysis from './messages/production-analysis';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** The first language the client accepts that we speak; Chinese when nothing matches. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'zh-CN';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

type Params = Record<string, string | number>;
type Catalog = Record<string, string>;

const zh = {
  ...platform.zh,
  ...auth.zh,
  ...dict.zh,
  ...mine.zh,
  ...mineHistory.zh,
  ...company.zh,
  ...importer.zh,
  ...analysis.zh,
  ...risk.zh,
  ...news.zh,
  ...alerts.zh,
  ...inbox.zh,
  ...feedback.zh,
  ...system.zh,
  ...visualization.zh,
  ...productionAnalysis.zh,
  ...savedViews.zh,
  ...account.zh,
} satisfies Catalog;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  ...platform.en,
  ...auth.en,
  ...dict.en,
  ...mine.en,
  ...mineHistory.en,
  ...company.en,
  ...importer.en,
  ...analysis.en,
  ...risk.en,
  ...news.en,
  ...alerts.en,
  ...inbox.en,
  ...feedback.en,
  ...system.en,
  ...visualization.en,
  ...productionAnalysis.en,
  ...savedViews.en,
  ...account.en,
};

const catalogs: Record<Locale, Record<string, string>> = { 'zh-CN': zh, 'en-US': en };

/** Whether a stored key (a message row's text keys) is one the catalogs still hold. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zh, key);
}

export function t(locale: Locale, key: MessageKey, params: Params = {}): string {
  const template = catalogs[locale][key] ?? zh[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Field names as users know them, for validation messages; modules add their own. */
const fieldLabels: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    username: '用户名',
    password: '密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    role: '角色',
    pageNum: '页码',
    pageSize: '每页条数',
    ids: '编号列表',
    type: '类型',
    dictType: '字典类型',
    dictLabel: '字典标签',
    dictLabelEn: '英文标签',
    dictValue: '字典键值',
    dictSort: '排序',
    dictCode: '字典编码',
    listClass: '回显样式',
    cssClass: '样式属性',
    isDefault: '是否默认',
    remark: '备注',
    mineName: '煤矿名称',
    mineId: '煤矿编号',
    section: '档案分区',
    orderByColumn: '排序字段',
    isAsc: '排序方向',
    fileName: '文件名',
    synonyms: '同义词',
    mode: '提交方式',
  },
  'en-US': {
    mineName: 'mine name',
    mineId: 'mine id',
    orderByColumn: 'sort column',
    isAsc: 'sort order',
    fileName: 'file name',
  },
};

export function registerFieldLabels(locale: Locale, labels: Record<string, string>): void {
  Object.assign(fieldLabels[locale], labels);
}

export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabels[locale][field] ?? field;
}
