import { Button, Modal, Space, Typography } from 'antd';
import { useSystemT } from '../system-i18n';

/** The generated password, shown this once: the server keeps only its hash. */
export function PasswordOnceModal({
  shown,
  onClose,
}: {
  shown: { userName: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useSystemT();
  return (
    <Modal
      open={shown !== null}
      title={t('system.users.passwordOnceTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('system.confirm')}
        </Button>
      }
      destroyOnHidden
    >
      {shown && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('system.users.passwordOnceBody', { userName: shown.userName })}
          </Typography.Paragraph>
          <Typography.Text
            code
            copyable={{ tooltips: [t('system.users.copy'), t('system.users.copied')] }}
            className="system-password-once"
            data-testid="initial-password"
          >
            {shown.password}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
