import { BellOutlined, CheckSquareOutlined, MailOutlined } from '@ant-design/icons';
import { type Message, MESSAGE_TYPE_COLORS } from '@coal/contracts';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { StatusTag } from '@/components/status-tag';
import { isUnread } from '../message-model';

const KIND_ICONS: Record<Message['type'], ReactNode> = {
  message: <MailOutlined />,
  notice: <BellOutlined />,
  todo: <CheckSquareOutlined />,
};

export function MessageTypeTag({ messageType }: { messageType: number | null }) {
  const { t } = useTranslation();
  if (messageType === null) return null;
  const color = MESSAGE_TYPE_COLORS[messageType];
  if (!color) return null;
  return <StatusTag tone={color}>{t(`messageBox.status.${messageType}`)}</StatusTag>;
}

function MessageAvatar({ message }: { message: Message }) {
  const src = /^(https?:|data:|\/)/.test(message.avatar) ? message.avatar : undefined;
  return (
    <Avatar
      size={36}
      src={src}
      icon={src ? undefined : KIND_ICONS[message.type]}
      className={`message-avatar message-avatar--${message.type}`}
    />
  );
}

interface MessageItemProps {
  message: Message;
  onRead: (message: Message) => void;
  /** Called when the entry opens the page it links to (the box closes). */
  onNavigate?: () => void;
}

/**
 * One entry; unread ones are buttons that mark the entry read (and open its page when it links to one),
 * read ones are dimmed, and links when they have a page.
 */
export function MessageItem({ message, onRead, onNavigate }: MessageItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = isUnread(message);
  const body = (
    <>
      <MessageAvatar message={message} />
      <span className="message-item__body">
        <span className="message-item__head">
          <span className="message-item__title" lang="zh-CN">
            {message.title}
          </span>
          {message.subTitle && (
            <span className="message-item__sub" lang="zh-CN">
              {message.subTitle}
            </span>
          )}
          <MessageTypeTag messageType={message.messageType} />
        </span>
        {/* One line; the whole text in the tooltip. */}
        <span className="message-item__content" lang="zh-CN" title={message.content}>
          {message.content}
        </span>
        <span className="message-item__time">{message.time}</span>
      </span>
      {unread && <span className="message-item__dot" aria-label={t('messageBox.unread')} role="img" />}
    </>
  );
  if (!unread)
    return message.link ? (
      <Link to={message.link} className="message-item message-item--read" onClick={onNavigate}>
        {body}
      </Link>
    ) : (
      <div className="message-item message-item--read">{body}</div>
    );
  return (
    <button
      type="button"
      className="message-item"
      onClick={() => {
        onRead(message);
        if (message.link) {
          onNavigate?.();
          void navigate(message.link);
        }
      }}
      title={t('messageBox.markRead', { title: message.title })}
    >
      {body}
    </button>
  );
}
