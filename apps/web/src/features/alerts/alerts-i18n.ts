import { defineFeatureMessages } from '@/lib/feature-messages';

/** Texts of the alert settings (user settings, 预警提醒 tab). */
export const alertsZhCN = {
  'alerts.tab': '预警提醒',
  'alerts.title': '关注煤矿的预警',
  'alerts.hint':
    '为您关注的煤矿推送到消息中心：每天早上 7 点检查一次，数据导入和资讯抓取后立即检查；每件事只提醒一次。',
  'alerts.kind.negativeNews': '负面资讯',
  'alerts.kind.negativeNews.hint': '近 30 天内提到该煤矿的负面新闻',
  'alerts.kind.penalty': '行政处罚',
  'alerts.kind.penalty.hint': '近 30 天内新增的行政处罚记录',
  'alerts.kind.accident': '事故',
  'alerts.kind.accident.hint': '近 30 天内新增的事故记录',
  'alerts.kind.dishonest': '失信被执行人',
  'alerts.kind.dishonest.hint': '近 30 天内新增的失信被执行人记录',
  'alerts.kind.licence': '证照到期',
  'alerts.kind.licence.hint': '90 天内到期的证照生成待办，30 天内标红',
  'alerts.save': '保存',
  'alerts.saved': '预警设置已保存',
};

export const alertsEnUS: Record<keyof typeof alertsZhCN, string> = {
  'alerts.tab': 'Alerts',
  'alerts.title': 'Alerts about the mines you follow',
  'alerts.hint':
    'Sent to your message box for the mines you follow: checked every morning at 7:00 and right after data imports and feed runs; each event once.',
  'alerts.kind.negativeNews': 'Negative news',
  'alerts.kind.negativeNews.hint': 'Negative articles naming the mine in the last 30 days',
  'alerts.kind.penalty': 'Penalties',
  'alerts.kind.penalty.hint': 'New administrative penalties of the last 30 days',
  'alerts.kind.accident': 'Accidents',
  'alerts.kind.accident.hint': 'New accident records of the last 30 days',
  'alerts.kind.dishonest': 'Dishonest debtors',
  'alerts.kind.dishonest.hint': 'New dishonest-debtor records of the last 30 days',
  'alerts.kind.licence': 'Licence expiry',
  'alerts.kind.licence.hint': 'A to-do for licences expiring within 90 days, red within 30',
  'alerts.save': 'Save',
  'alerts.saved': 'Alert settings saved',
};

export const useAlertsT = defineFeatureMessages(alertsZhCN, alertsEnUS);
