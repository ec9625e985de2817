import { MESSAGE_KINDS, type MessageKind } from '@coal/contracts';
import { Button, Empty, Spin, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMessages } from '../api/list-messages';
import { useReadMessages } from '../api/read-messages';
import { useClearedMessages } from '../cleared-store';
import { groupByKind, isUnread, unreadIds } from '../message-model';
import { MessageItem } from './message-item';
import '@/styles/features/message-box.css';

/** The spec pads the list to three items of 86 px so the box keeps its size. */
const ITEM_HEIGHT = 86;
const SHOW_MAX = 3;

/** `onNavigate` closes the box when an entry opens the page it links to. */
export function MessageBox({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MessageKind>('message');
  const { data, isPending } = useMessages();
  const read = useReadMessages();
  const cleared = useClearedMessages((s) => s.ids);
  const clear = useClearedMessages((s) => s.clear);

  const groups = useMemo(() => groupByKind((data ?? []).filter((m) => !cleared.has(m.id))), [data, cleared]);
  const current = groups[kind];

  const list =
    current.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messageBox.noContent')} />
    ) : (
      <ul className="message-box__list">
        {current.map((message) => (
          <li key={message.id}>
            <MessageItem message={message} onRead={(m) => read.mutate([m.id])} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="message-box">
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as MessageKind)}
        size="small"
        items={MESSAGE_KINDS.map((k) => ({
          key: k,
          label: t('messageBox.tabWithCount', {
            title: t(`messageBox.tab.${k}`),
            count: groups[k].filter(isUnread).length,
          }),
          children: (
            <div className="message-box__scroll" style={{ minHeight: SHOW_MAX * ITEM_HEIGHT }}>
              {isPending ? <Spin className="message-box__spin" /> : list}
            </div>
          ),
        }))}
      />
      <div className="message-box__footer">
        <Button
          type="text"
          disabled={unreadIds(current).length === 0}
          loading={read.isPending}
          onClick={() => read.mutate(unreadIds(current))}
        >
          {t('messageBox.allRead')}
        </Button>
        <Button type="text" disabled={current.length === 0} onClick={() => clear(current.map((m) => m.id))}>
          {t('messageBox.clear')}
        </Button>
      </div>
    </div>
  );
}
