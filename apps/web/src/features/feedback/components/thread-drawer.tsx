import type { FeedbackThread } from '@coal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { DataState } from '@/components/data-state';
import { useIsPhone } from '@/lib/use-is-phone';
import { useFeedbackT } from '../feedback-i18n';
import { type RenderSnapshot, ThreadView } from './thread-view';

/** The open thread beside its list; the whole screen on a phone. */
export function ThreadDrawer({
  id,
  query,
  renderSnapshot,
  footer,
  onClose,
}: {
  id: number | undefined;
  query: UseQueryResult<FeedbackThread>;
  renderSnapshot: RenderSnapshot;
  footer: (thread: FeedbackThread) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useFeedbackT();
  const phone = useIsPhone();
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={id !== undefined ? t('feedback.thread.title', { id }) : undefined}
      size={phone ? '100%' : 760}
      destroyOnHidden
    >
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
      >
        {(thread) => <ThreadView thread={thread} renderSnapshot={renderSnapshot} footer={footer(thread)} />}
      </DataState>
    </Drawer>
  );
}
