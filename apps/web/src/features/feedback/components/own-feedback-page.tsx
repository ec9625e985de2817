import { FEEDBACK_STATUSES } from '@coal/contracts';
import { Card, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useOwnThread, useOwnThreads, useReplyFeedback } from '../api/own-threads';
import { useFeedbackT } from '../feedback-i18n';
import { openThreadId, readOwnQuery, withParams } from '../model/feedback-params';
import { TextForm } from './text-form';
import { ThreadDrawer } from './thread-drawer';
import { ThreadList } from './thread-list';
import type { RenderSnapshot } from './thread-view';
import '@/styles/features/feedback.css';

/** /user/feedback: the user's own threads (POST /api/chat/list); one opens in a drawer to read and reply. */
export function OwnFeedbackPage({ renderSnapshot }: { renderSnapshot: RenderSnapshot }) {
  const { t } = useFeedbackT();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const query = readOwnQuery(params);
  const id = openThreadId(params);
  const threads = useOwnThreads(query);
  const thread = useOwnThread(id);
  const reply = useReplyFeedback();
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(withParams(params, changes), { replace: true });

  return (
    <Card className="feedback-page">
      <Typography.Title level={3} className="feedback-page__title">
        {t('feedback.mine.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('feedback.mine.hint')}</Typography.Paragraph>
      <div className="feedback-toolbar">
        <Select
          className="feedback-toolbar__select"
          aria-label={t('feedback.thread.status')}
          value={query.status ?? ''}
          onChange={(status) => update({ status: status || undefined, page: undefined })}
          options={[
            { value: '', label: t('feedback.status.all') },
            ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.status.${s}`) })),
          ]}
        />
      </div>
      <DataState
        isPending={threads.isPending}
        error={threads.error}
        data={threads.data}
        onRetry={() => void threads.refetch()}
        isEmpty={(data) => data.total === 0}
        emptyText={t(query.status ? 'feedback.admin.empty' : 'feedback.mine.empty')}
      >
        {(data) => (
          <ThreadList
            rows={data.rows}
            total={data.total}
            page={query.pageNum}
            pageSize={query.pageSize}
            loading={threads.isFetching && threads.isPlaceholderData}
            showReporter={false}
            actionLabel={t('feedback.thread.view')}
            onPage={(page) => update({ page })}
            onOpen={(open) => setParams(withParams(params, { id: open }))}
          />
        )}
      </DataState>
      <ThreadDrawer
        id={id}
        query={thread}
        renderSnapshot={renderSnapshot}
        footer={(open) => (
          <TextForm
            placeholder={t('feedback.reply.placeholder')}
            submitLabel={t('feedback.reply.submit')}
            pending={reply.isPending}
            onSend={(content, done) =>
              reply.mutate(
                { id: open.id, content },
                {
                  onSuccess: () => {
                    done();
                    void message.success(t('feedback.reply.sent'));
                  },
                },
              )
            }
          />
        )}
        onClose={() => setParams(withParams(params, { id: undefined }))}
      />
    </Card>
  );
}
