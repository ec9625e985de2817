import type { PasswordVerdict } from '@coal/contracts/password';
import { Progress, Typography } from 'antd';
import { useUserT } from './user-i18n';

const COLOURS = ['#f53f3f', '#f77234', '#ff7d00', '#00b42a', '#009a29'];

/** zxcvbn's 0-4 as a five-step bar; the reason a password is refused is the field's own error below it. */
export function PasswordMeter({ verdict }: { verdict: PasswordVerdict | null }) {
  const { t } = useUserT();
  if (!verdict) return null;
  // A refused password never reads as good, whatever zxcvbn alone would say.
  const level = Math.max(0, Math.min(verdict.ok ? 4 : 2, verdict.score)) as 0 | 1 | 2 | 3 | 4;
  return (
    <div className="password-meter" aria-live="polite">
      <div className="password-meter__bar">
        <Typography.Text type="secondary">{t('account.password.strength')}</Typography.Text>
        <Progress
          steps={5}
          percent={(level + 1) * 20}
          showInfo={false}
          strokeColor={COLOURS[level]}
          size={{ height: 6 }}
          aria-hidden
        />
        <Typography.Text strong style={{ color: COLOURS[level] }}>
          {t(`account.password.level.${level}`)}
        </Typography.Text>
      </div>
      {verdict.ok && (
        <Typography.Text type="success" className="password-meter__reason">
          {t('account.password.ok')}
        </Typography.Text>
      )}
    </div>
  );
}
