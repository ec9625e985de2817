import { defineFeatureMessages } from '@/lib/feature-messages';

/** Texts of the result pages of mine edits, batch edits and import commits. */
export const resultZhCN = {
  'outcome.success.edit': '煤矿已保存',
  'outcome.success.batchEdit': '批量修改已完成',
  'outcome.success.feedback': '已按数据反馈更正',
  'outcome.success.import': '导入已提交',
  'outcome.by': '{{user}} 于 {{time}} 提交，共修改 {{count}} 座煤矿。',
  'outcome.importBy':
    '文件「{{file}}」由 {{user}} 于 {{time}} 提交：新增 {{added}} 座，更新 {{changed}} 座，未变化 {{unchanged}} 座。',
  'outcome.field': '字段',
  'outcome.before': '修改前',
  'outcome.after': '修改后',
  'outcome.next': '接下来',
  'outcome.openMine': '查看档案',
  'outcome.editAgain': '继续编辑',
  'outcome.markCorrected': '到数据反馈 #{{id}} 标记已更正',
  'outcome.importJobs': '查看导入记录',
  'outcome.search': '查找煤矿',
  'outcome.notCommitted': '导入任务 {{id}} 尚未提交（{{status}}）',
  'outcome.nothing': '没有要显示的结果',
  'outcome.nothingHint': '结果页显示煤矿编辑、批量修改或数据导入的结果，请从这些操作进入。',
  'outcome.error.title': '操作未完成',
  'outcome.error.flow.edit': '保存煤矿',
  'outcome.error.flow.batchEdit': '批量修改',
  'outcome.error.flow.import': '提交导入',
  'outcome.error.what': '{{flow}}失败，数据没有任何改动。',
  'outcome.error.code': '错误代码 {{code}}',
  'outcome.error.request': '请求编号 {{id}}',
  'outcome.error.next': '核对上面的原因后返回重试；若是 500，请把请求编号告诉管理员。',
  'outcome.error.lost': '页面已刷新，失败的详情不再保留',
  'outcome.error.lostHint': '失败的原因只在出错的那一刻传给本页。请回到原来的操作重试。',
  'outcome.back': '返回',
} as const;

export const resultEnUS: Record<keyof typeof resultZhCN, string> = {
  'outcome.success.edit': 'Mine saved',
  'outcome.success.batchEdit': 'Batch edit done',
  'outcome.success.feedback': 'Corrected as data feedback reported',
  'outcome.success.import': 'Import committed',
  'outcome.by': 'Saved by {{user}} at {{time}}; {{count}} mines changed.',
  'outcome.importBy':
    'File “{{file}}” committed by {{user}} at {{time}}: {{added}} added, {{changed}} changed, {{unchanged}} unchanged.',
  'outcome.field': 'Field',
  'outcome.before': 'Before',
  'outcome.after': 'After',
  'outcome.next': 'Next',
  'outcome.openMine': 'Open profile',
  'outcome.editAgain': 'Edit again',
  'outcome.markCorrected': 'Mark data feedback #{{id}} corrected',
  'outcome.importJobs': 'Import jobs',
  'outcome.search': 'Find mines',
  'outcome.notCommitted': 'Import job {{id}} is not committed ({{status}})',
  'outcome.nothing': 'No result to show',
  'outcome.nothingHint':
    'This page shows the outcome of a mine edit, a batch edit or an import; open it from one of them.',
  'outcome.error.title': 'Not done',
  'outcome.error.flow.edit': 'Saving the mine',
  'outcome.error.flow.batchEdit': 'The batch edit',
  'outcome.error.flow.import': 'The import commit',
  'outcome.error.what': '{{flow}} failed; no data was changed.',
  'outcome.error.code': 'Error code {{code}}',
  'outcome.error.request': 'Request id {{id}}',
  'outcome.error.next':
    'Check the reason above and go back to try again; for a 500, give the request id to an administrator.',
  'outcome.error.lost': 'The page was reloaded; the failure’s details are gone',
  'outcome.error.lostHint':
    'The reason is handed to this page only when the failure happens. Go back to the flow and try again.',
  'outcome.back': 'Back',
};

export const useResultT = defineFeatureMessages(resultZhCN, resultEnUS);
