import type { MessageKind } from '@coal/contracts';
import { Badge } from 'antd';
import { type LocaleKey, useTranslation } from '@/lib/i18n';
import { DataState } from '@/components/data-state';
import { PanelCard } from '@/components/panel-card';
import { useMessages } from '../api/list-messages';
import { useReadMessages } from '../api/read-messages';
import { isUnread } from '../message-model';
import { MessageItem } from './message-item';
import '@/styles/features/message-box.css';

interface InboxPanelProps {
  kind: MessageKind;
  titleKey: LocaleKey;
  emptyKey: LocaleKey;
}

/** A workplace panel listing the open (unread) items of one kind; clicking one marks it read. */
function InboxPanel({ kind, titleKey, emptyKey }: InboxPanelProps) {
  const { t } = useTranslation();
  const query = useMessages(kind);
  const read = useReadMessages();
  const open = (query.data ?? []).filter(isUnread);
  const titleId = `inbox-${kind}-title`;
  // A count only once it is known: a 0 while loading would read as "nothing to do".
  const count = query.data && <Badge count={open.length} showZero color={open.length ? 'blue' : 'gray'} />;
  return (
    <PanelCard
      labelledBy={titleId}
      title={
        <h2 id={titleId} className="panel-heading">
          {t(titleKey)} {count}
        </h2>
      }
      flush
    >
      <div className="inbox-panel__body">
        <DataState
          isPending={query.isPending}
          error={query.error}
          data={query.data}
          onRetry={() => void query.refetch()}
          isEmpty={() => open.length === 0}
          emptyText={t(emptyKey)}
        >
          {() => (
            <ul className="message-box__list">
              {open.map((message) => (
                <li key={message.id}>
                  <MessageItem message={message} onRead={(m) => read.mutate([m.id])} />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
    </PanelCard>
  );
}

export function TodoPanel() {
  return <InboxPanel kind="todo" titleKey="workplace.todo.title" emptyKey="workplace.todo.empty" />;
}

export function UnreadPanel() {
  return <InboxPanel kind="message" titleKey="workplace.unread.title" emptyKey="workplace.unread.empty" />;
}
