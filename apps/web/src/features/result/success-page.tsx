import type { ImportJobDetail, MineEditSetView } from '@coal/contracts';
import { Alert, Button, Card, Result, Space, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { mineHref } from '@/lib/mine/mine-links';
import { useEditSet, useImportOutcome } from './api/outcomes';
import { useResultT } from './result-i18n';

const idOf = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

/** `/result/success?set=` (an edit, a batch edit, a correction) or `?job=` (an import commit). */
export function SuccessPage() {
  const { t } = useResultT();
  const [params] = useSearchParams();
  const setId = idOf(params.get('set'));
  const jobId = setId === null ? idOf(params.get('job')) : null;
  const set = useEditSet(setId);
  const job = useImportOutcome(jobId);
  if (setId !== null)
    return (
      <DataState
        isPending={set.isPending}
        error={set.error}
        data={set.data}
        onRetry={() => void set.refetch()}
      >
        {(data) => <EditSetOutcome set={data} />}
      </DataState>
    );
  if (jobId !== null)
    return (
      <DataState
        isPending={job.isPending}
        error={job.error}
        data={job.data}
        onRetry={() => void job.refetch()}
      >
        {(data) => <ImportOutcome job={data} />}
      </DataState>
    );
  return (
    <Card>
      <Result
        status="info"
        title={<h1 className="result-title">{t('outcome.nothing')}</h1>}
        subTitle={t('outcome.nothingHint')}
      />
    </Card>
  );
}

function EditSetOutcome({ set }: { set: MineEditSetView }) {
  const { t } = useResultT();
  const single = set.mines.length === 1 ? set.mines[0] : undefined;
  return (
    <Card>
      <Result
        status="success"
        title={<h1 className="result-title">{t(`outcome.success.${set.source}`)}</h1>}
        subTitle={t('outcome.by', { user: set.userName, time: set.createTime, count: set.mines.length })}
        extra={
          <Space wrap>
            {single && (
              <Link to={`/form/group?mineId=${single.mineId}`}>
                <Button>{t('outcome.editAgain')}</Button>
              </Link>
            )}
            {set.feedbackThreadId !== null && (
              <Link to={`/system/feedback?id=${set.feedbackThreadId}`}>
                <Button type="primary">{t('outcome.markCorrected', { id: set.feedbackThreadId })}</Button>
              </Link>
            )}
            {set.importJobId !== null && (
              <Link to="/form/step">
                <Button>{t('outcome.importJobs')}</Button>
              </Link>
            )}
          </Space>
        }
      />
      <Space
        orientation="vertical"
        size="middle"
        style={{ width: '100%', maxWidth: 960, margin: '0 auto', display: 'flex' }}
      >
        {set.mines.map((mine) => (
          <section key={mine.mineId} aria-label={mine.name}>
            <h2 className="panel-heading">
              <Link to={mineHref(mine.mineId)}>{mine.name}</Link> <small>{mine.code}</small>
            </h2>
            <Table
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={mine.changes}
              columns={[
                { title: t('outcome.field'), dataIndex: 'label' },
                { title: t('outcome.before'), dataIndex: 'beforeLabel' },
                { title: t('outcome.after'), dataIndex: 'afterLabel' },
              ]}
            />
          </section>
        ))}
      </Space>
    </Card>
  );
}

function ImportOutcome({ job }: { job: ImportJobDetail }) {
  const { t } = useResultT();
  if (job.status !== 'committed')
    return (
      <Card>
        <Alert
          type="warning"
          showIcon
          title={t('outcome.notCommitted', { id: job.jobId, status: job.status })}
        />
      </Card>
    );
  return (
    <Card>
      <Result
        status="success"
        title={<h1 className="result-title">{t('outcome.success.import')}</h1>}
        subTitle={t('outcome.importBy', {
          file: job.fileName,
          user: job.userName,
          time: job.commitTime,
          ...job.counts,
        })}
        extra={
          <Link to="/form/step">
            <Button>{t('outcome.importJobs')}</Button>
          </Link>
        }
      />
      <Table
        size="small"
        rowKey="mineId"
        style={{ maxWidth: 960, margin: '0 auto' }}
        pagination={job.preview.length > 20 ? { pageSize: 20 } : false}
        dataSource={job.preview}
        columns={[
          {
            title: t('outcome.field'),
            dataIndex: 'name',
            render: (name: string, m) => `${name}（${m.mineId}）`,
          },
          {
            title: t('outcome.after'),
            key: 'changes',
            render: (_, m) =>
              [
                ...m.changes.map((c) => `${c.column}：${c.before} → ${c.after}`),
                ...m.sheets.map((s) => `${s.sheet}：−${s.removed} +${s.added}`),
              ].map((line) => <div key={line}>{line}</div>),
          },
        ]}
      />
    </Card>
  );
}
