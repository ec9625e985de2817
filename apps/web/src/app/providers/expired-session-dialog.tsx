import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useTabsStore } from '@/features/tabs/tabs-store';
import { signOut } from '@/lib/session';
import { routeForPath } from '../routes/current-route';
import { loginUrlFor } from '../routes/navigation-rules';

/**
 * The once-only session-expired dialog (SPEC.md §8): stay on the page, or forget the refused token
 * and sign in again with the way back. Loaded only when a session expires.
 */
export function ExpiredSessionDialog({
  navigate,
  onClosed,
}: {
  /** Replaces the current page by another (the app's router, handed in by the page that shows the dialog). */
  navigate: (to: string) => Promise<void>;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const relogin = async () => {
    setLeaving(true);
    const url = new URL(window.location.href);
    const target = loginUrlFor(routeForPath(url.pathname), url);
    // The server already refused the token: forget it locally.
    await signOut({ callServer: false, beforeClear: () => navigate(target) });
    useTabsStore.setState({ tabs: [], reloadKeys: {} });
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={
        <span className="expired-dialog__title">
          <ExclamationCircleFilled className="expired-dialog__icon" aria-hidden />
          {t('session.expired.title')}
        </span>
      }
      okText={t('session.expired.relogin')}
      cancelText={t('session.expired.cancel')}
      confirmLoading={leaving}
      onOk={() => void relogin()}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      mask={{ closable: false }}
      width={416}
    >
      {t('session.expired.content')}
    </Modal>
  );
}
