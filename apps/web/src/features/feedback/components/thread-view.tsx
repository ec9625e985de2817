import type { FeedbackEntry, FeedbackThread, SubsectionData } from '@coal/contracts';
import { Alert, Descriptions, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeedbackT } from '../feedback-i18n';
import { subsectionTitle } from '../model/feedback-params';
import { FeedbackKindTag, FeedbackStatusTag } from './feedback-tags';

/** Draws a profile subsection's kept data (the profile feature, composed by the route). */
export type RenderSnapshot = (subsectionId: string, data: SubsectionData) => ReactNode;

function ScoreSnapshot({ snapshot }: { snapshot: Extract<FeedbackThread['snapshot'], { kind: 'score' }> }) {
  const { t } = useFeedbackT();
  if (snapshot.value === null) return <Typography.Text>{t('feedback.thread.noScore')}</Typography.Text>;
  return (
    <Typography.Text>
      {t('feedback.thread.score', {
        value: snapshot.value,
        band: snapshot.band ?? '',
        time: snapshot.computedAt ?? '',
      })}
    </Typography.Text>
  );
}

/** One entry; the reporter's by the name the thread shows, an admin's as 管理员. */
function EntryItem({ entry, reporter }: { entry: FeedbackEntry; reporter: string }) {
  const { t } = useFeedbackT();
  const text = entry.text || (entry.kind === 'close' ? t('feedback.entry.closedQuietly') : '');
  return (
    <div className="feedback-entry">
      <div className="feedback-entry__head">
        <strong>{t(`feedback.entry.${entry.kind}`)}</strong>
        <span className="feedback-entry__meta">
          {entry.fromAdmin ? t('feedback.entry.admin') : reporter} · {entry.time}
        </span>
      </div>
      <Typography.Paragraph className="feedback-entry__text">{text}</Typography.Paragraph>
    </div>
  );
}

/** A thread: what it is about, the data as it was reported, the correction and every entry in order. */
export function ThreadView({
  thread,
  renderSnapshot,
  footer,
}: {
  thread: FeedbackThread;
  renderSnapshot: RenderSnapshot;
  footer?: ReactNode;
}) {
  const { t, zh } = useFeedbackT();
  const title = subsectionTitle(thread.subsection, zh);
  return (
    <article className="feedback-thread" aria-label={t('feedback.thread.title', { id: thread.id })}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'mine',
            label: t('feedback.thread.mine'),
            children: thread.mineId ? (
              <Link to={`/mine/${thread.mineId}#${thread.subsection}`}>{thread.mineName}</Link>
            ) : (
              thread.mineName
            ),
          },
          { key: 'subsection', label: t('feedback.thread.subsection'), children: title },
          { key: 'kind', label: t('feedback.thread.kind'), children: <FeedbackKindTag kind={thread.kind} /> },
          {
            key: 'status',
            label: t('feedback.thread.status'),
            children: <FeedbackStatusTag status={thread.status} />,
          },
          {
            key: 'reporter',
            label: t('feedback.thread.reporter'),
            children: thread.nickName || thread.userName,
          },
          { key: 'created', label: t('feedback.thread.created'), children: thread.createTime },
        ]}
      />
      <section className="feedback-thread__snapshot" aria-labelledby={`feedback-snapshot-${thread.id}`}>
        <h3 id={`feedback-snapshot-${thread.id}`} className="feedback-thread__heading">
          {title} · {t('feedback.thread.snapshot', { time: thread.createTime })}
        </h3>
        {thread.snapshot.kind === 'score' ? (
          <ScoreSnapshot snapshot={thread.snapshot} />
        ) : (
          renderSnapshot(thread.subsection, thread.snapshot)
        )}
      </section>
      {thread.correctionNote && (
        <Alert
          type="success"
          showIcon
          title={t('feedback.thread.correction')}
          description={thread.correctionNote}
          className="feedback-thread__correction"
        />
      )}
      <section aria-labelledby={`feedback-history-${thread.id}`}>
        <h3 id={`feedback-history-${thread.id}`} className="feedback-thread__heading">
          {t('feedback.thread.history')}
        </h3>
        <Timeline
          items={thread.entries.map((entry) => ({
            key: entry.id,
            color: entry.fromAdmin ? 'blue' : 'gray',
            content: <EntryItem entry={entry} reporter={thread.nickName || thread.userName} />,
          }))}
        />
      </section>
      <div className="feedback-thread__footer">
        {thread.status === 'closed' ? (
          <Typography.Paragraph type="secondary">{t('feedback.thread.closedNote')}</Typography.Paragraph>
        ) : (
          footer
        )}
      </div>
    </article>
  );
}
