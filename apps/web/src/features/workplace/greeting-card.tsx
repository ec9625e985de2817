import { Tag } from 'antd';
import { type LocaleKey, useTranslation } from '@/lib/i18n';
import { InitialAvatar } from '@/components/initial-avatar';
import { PanelCard } from '@/components/panel-card';
import { beijingClock } from '@/lib/format-date';
import { useSessionStore } from '@/lib/session';

function greetingKey(hour: number): LocaleKey {
  // The small hours still belong to the evening: nobody is greeted with 早上好 at 1 a.m.
  if (hour < 5) return 'workplace.greeting.evening';
  if (hour < 12) return 'workplace.greeting.morning';
  if (hour < 18) return 'workplace.greeting.afternoon';
  return 'workplace.greeting.evening';
}

/** Who is signed in, as which role, and today's date the Chinese way. */
export function GreetingCard() {
  const { t, language } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const role = useSessionStore((s) => s.role);
  // Beijing time, as every time the console shows, whatever the browser's clock says.
  const now = beijingClock();
  const name = user?.nickName || user?.userName || '';
  const date = now
    .locale(language === 'zh-CN' ? 'zh-cn' : 'en')
    .format(language === 'zh-CN' ? 'YYYY-MM-DD dddd' : 'dddd, YYYY-MM-DD');
  return (
    <PanelCard className="greeting-card">
      <div className="greeting-card__row">
        <InitialAvatar name={name} size={56} />
        <div>
          <h1 className="greeting-card__title">
            {t(greetingKey(now.hour()), { name: '\u0000' })
              .split('\u0000')
              .map((part, i) =>
                i === 0
                  ? part
                  : [
                      <span key="name" lang="zh-CN">
                        {name}
                      </span>,
                      part,
                    ],
              )}
          </h1>
          <div className="greeting-card__meta">
            {role && <Tag color="blue">{t('workplace.roleLine', { role: t(`role.${role}`) })}</Tag>}
            {user?.organizationName && <span lang="zh-CN">{user.organizationName}</span>}
            {user?.jobName && <span lang="zh-CN">{user.jobName}</span>}
            <span>{t('workplace.today', { date })}</span>
          </div>
        </div>
      </div>
    </PanelCard>
  );
}
