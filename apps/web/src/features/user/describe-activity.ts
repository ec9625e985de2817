import type { ActivityItem } from '@coal/contracts';
import type { userZhCN } from './user-i18n';

type Label = keyof typeof userZhCN;

/** What an activity was about, and the page that shows it again. */
export function describeActivity(item: ActivityItem): { what: Label; href: string; terms: string } {
  const params = new URLSearchParams(item.query);
  const terms = params.get('mineName') ?? [...params.values()].join('、');
  const [, , id] = item.path.split('/');
  const mine = id ? encodeURIComponent(decodeURIComponent(id)) : '';
  if (item.path.endsWith('/seams/export'))
    return {
      what: 'account.activity.seams',
      href: `/peripheralAnalysis/coalSeamAnalysis/${mine}`,
      terms: '',
    };
  if (item.path.endsWith('/coal-quality/export'))
    return {
      what: 'account.activity.quality',
      href: `/peripheralAnalysis/coalQualityCompare/${mine}`,
      terms: '',
    };
  if (/^\/mine\/[^/]+\/export$/.test(item.path) && id !== 'export')
    return { what: 'account.activity.mineProfile', href: `/mine/${mine}`, terms: '' };
  return { what: 'account.activity.mineList', href: item.query ? `/search?${item.query}` : '/search', terms };
}
