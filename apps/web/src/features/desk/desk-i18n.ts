import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

/** Texts of the desk panels and the follow button; registered with i18n when this code loads. */
export const deskZhCN = {
  'desk.follow': '关注',
  'desk.unfollow': '取消关注',
  'desk.following': '已关注',
  'desk.followed': '已关注 {{name}}',
  'desk.unfollowed': '已取消关注 {{name}}',
  'desk.followFailed': '操作失败，请稍后重试',
  'desk.follows.title': '我关注的煤矿',
  'desk.follows.empty': '还没有关注的煤矿：在煤矿档案页点击“关注”',
  'desk.follows.unfollow': '取消关注 {{name}}',
  'desk.recent.title': '最近浏览',
  'desk.recent.empty': '还没有浏览过煤矿档案',
  'desk.expiries.title': '关注煤矿的证照到期提醒',
  'desk.expiries.empty': '关注的煤矿没有即将到期或已过期的证照',
  'desk.expiries.expiring': '剩余 {{days}} 天',
  'desk.expiries.expired': '已过期 {{days}} 天',
  'desk.expiries.validTo': '{{kind}} · 有效期至 {{date}}',
  'desk.licence.mining': '采矿许可证',
  'desk.licence.safety': '安全生产许可证',
  'desk.province.title': '全省煤矿概况',
  'desk.province.mines': '煤矿总数',
  'desk.province.capacity': '核定产能（万吨/年）',
  'desk.province.producing': '生产矿井',
  'desk.province.producingCapacity': '生产矿井产能（万吨/年）',
  'desk.province.byStatus': '按生产状态',
  'desk.province.byPrefecture': '按市州（煤矿数）',
  'desk.province.sample': '示例数据',
  'desk.province.updated': '统计时间 {{time}}',
  'desk.capacity': '{{value}} 万吨/年',
  'desk.total': '共 {{count}} 座',
  'desk.mineCount': '{{count}} 座',
} as const;

export type DeskKey = keyof typeof deskZhCN;

export const deskEnUS: Record<DeskKey, string> = {
  'desk.follow': 'Follow',
  'desk.unfollow': 'Unfollow',
  'desk.following': 'Following',
  'desk.followed': 'Following {{name}}',
  'desk.unfollowed': 'Stopped following {{name}}',
  'desk.followFailed': 'That did not work, please try again later',
  'desk.follows.title': 'Mines I follow',
  'desk.follows.empty': 'No followed mines yet: use “Follow” on a mine profile',
  'desk.follows.unfollow': 'Unfollow {{name}}',
  'desk.recent.title': 'Recently viewed',
  'desk.recent.empty': 'No mine profiles viewed yet',
  'desk.expiries.title': 'Licence expiries of followed mines',
  'desk.expiries.empty': 'No licence of a followed mine is expiring or expired',
  'desk.expiries.expiring': '{{days}} days left',
  'desk.expiries.expired': 'Expired {{days}} days ago',
  'desk.expiries.validTo': '{{kind}} · valid until {{date}}',
  'desk.licence.mining': 'Mining licence',
  'desk.licence.safety': 'Safety production licence',
  'desk.province.title': 'Province at a glance',
  'desk.province.mines': 'Mines',
  'desk.province.capacity': 'Approved capacity (10⁴ t/a)',
  'desk.province.producing': 'Producing mines',
  'desk.province.producingCapacity': 'Producing capacity (10⁴ t/a)',
  'desk.province.byStatus': 'By production status',
  'desk.province.byPrefecture': 'By prefecture (mines)',
  'desk.province.sample': 'Sample data',
  'desk.province.updated': 'As of {{time}}',
  'desk.capacity': '{{value}} × 10⁴ t/a',
  'desk.total': '{{count}} in all',
  'desk.mineCount': '{{count}}',
};

i18n.addResourceBundle('zh-CN', 'translation', deskZhCN, true, false);
i18n.addResourceBundle('en-US', 'translation', deskEnUS, true, false);

export type DeskT = (key: DeskKey, options?: Record<string, string | number>) => string;

export function useDeskT(): { t: DeskT; locale: string } {
  const { t, i18n: instance } = useTranslation();
  const translate = useCallback<DeskT>((key, options) => t(key, options ?? {}), [t]);
  return { t: translate, locale: instance.language };
}
