import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/components/icon-button';
import { useMessages } from '../api/list-messages';
import { useClearedMessages } from '../cleared-store';
import { isUnread } from '../message-model';

// The box's tabs and lists load when it is first opened, not with every page.
const MessageBox = lazy(() => import('./message-box').then((m) => ({ default: m.MessageBox })));

/** The navbar bell: the real unread count, opening the message box. */
export function MessageBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, refetch } = useMessages();
  const cleared = useClearedMessages((s) => s.ids);
  const unread = useMemo(
    () => (data ?? []).filter((m) => isUnread(m) && !cleared.has(m.id)).length,
    [data, cleared],
  );

  return (
    <Popover
      trigger="click"
      // Centred placement lets the box shift to stay on narrow screens.
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refetch();
      }}
      content={
        <Suspense fallback={<Skeleton active className="message-box__loading" />}>
          <MessageBox onNavigate={() => setOpen(false)} />
        </Suspense>
      }
      styles={{ container: { padding: 0 } }}
      arrow={false}
      destroyOnHidden
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <IconButton
          label={unread > 0 ? t('navbar.notificationsUnread', { count: unread }) : t('navbar.notifications')}
          icon={<BellOutlined />}
          aria-haspopup="dialog"
          aria-expanded={open}
          tooltip={!open}
        />
      </Badge>
    </Popover>
  );
}
