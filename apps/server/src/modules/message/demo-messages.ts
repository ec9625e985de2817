import { t } from '../../lib/i18n';
import type { NewMessage } from './message.repository';

const HOUR = 3600_000;

type InboxItem =
  | 'licenceDue'
  | 'penalty'
  | 'negativeNews'
  | 'importDone'
  | 'capacityNotice'
  | 'maintenance'
  | 'qualityReview'
  | 'licenceCheck'
  | 'importReview';

interface DemoItem {
  item: InboxItem;
  type: 'message' | 'notice' | 'todo';
  messageType?: number;
  hoursAgo: number;
  status?: number;
}

const ITEMS: DemoItem[] = [
  { item: 'licenceDue', type: 'message', hoursAgo: 2 },
  { item: 'penalty', type: 'message', hoursAgo: 20 },
  { item: 'negativeNews', type: 'message', hoursAgo: 49, status: 1 },
  { item: 'importDone', type: 'notice', messageType: 1, hoursAgo: 5 },
  { item: 'capacityNotice', type: 'notice', messageType: 2, hoursAgo: 30 },
  { item: 'maintenance', type: 'notice', messageType: 0, hoursAgo: 72, status: 1 },
  { item: 'qualityReview', type: 'todo', messageType: 2, hoursAgo: 8 },
  { item: 'licenceCheck', type: 'todo', messageType: 3, hoursAgo: 26 },
];
const ADMIN_ITEMS: DemoItem[] = [{ item: 'importReview', type: 'todo', messageType: 0, hoursAgo: 3 }];

/** A new account's first inbox: the kinds of events the console reports (示例数据), in the reader's language. */
export function demoMessages(userId: number, isAdmin: boolean, now = Date.now()): NewMessage[] {
  return [...ITEMS, ...(isAdmin ? ADMIN_ITEMS : [])].map(({ item, type, messageType, hoursAgo, status }) => {
    const keys = {
      title: `inbox.${item}.title`,
      subTitle: `inbox.${item}.subTitle`,
      content: `inbox.${item}.content`,
    } as const;
    return {
      userId,
      type,
      messageType,
      status,
      // Chinese as stored text; the message box renders `localized` for each reader.
      title: t('zh-CN', keys.title),
      subTitle: t('zh-CN', keys.subTitle),
      content: t('zh-CN', keys.content),
      localized: { ...keys, params: {} },
      createdAt: new Date(now - hoursAgo * HOUR),
    };
  });
}
