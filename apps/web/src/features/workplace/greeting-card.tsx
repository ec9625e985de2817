import { Avatar, Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session';
import type { LocaleKey } from '@/lib/i18n';

function greetingKey(hour: number): LocaleKey {
  if (hour < 12) return 'workplace.greeting.morning';
  if (hour < 18) return 'workplace.greeting.afternoon';
  return 'workplace.greeting.evening';
}

/** Who is signed in, as which role, and today's date the Chinese way. */
export function GreetingCard() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const role = useSessionStore((s) => s.role);
  const now = dayjs();
  const name = user?.nickName || user?.userName || '';
  const date = now
    .locale(i18n.language === 'zh-CN' ? 'zh-cn' : 'en')
    .format(i18n.language === 'zh-CN' ? 'YYYY-MM-DD dddd' : 'dddd, YYYY-MM-DD');
  return (
    <Card className="greeting-card">
      <div className="greeting-card__row">
        <Avatar size={56} className="greeting-card__avatar" aria-hidden>
          {name.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Title level={1} className="greeting-card__title">
            {t(greetingKey(now.hour()), { name })}
          </Typography.Title>
          <div className="greeting-card__meta">
            {role && <Tag color="blue">{t('workplace.roleLine', { role: t(`role.${role}`) })}</Tag>}
            {user?.organizationName && <span>{user.organizationName}</span>}
            {user?.jobName && <span>{user.jobName}</span>}
            <span>{t('workplace.today', { date })}</span>
          </div>
        </div>
      </div>
    </Card>
  );
}
