import { mineColumns } from '@coal/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Pagination, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { usePermission } from '@/components/permission';
import { mineHref } from '@/lib/mine/mine-links';
import { isNotFound, useMineHeader } from '../../api/get-mine-header';
import { useMineHistory } from '../../api/get-mine-history';
import { type HistoryPlace, parseHistoryParams, toHistoryParams } from '../../model/history-url';
import { useProfileT } from '../../profile-i18n';
import { useFormatContext } from '../use-format-context';
import { AsOfView } from './as-of-view';
import { ChangeSetCard } from './change-set-card';
import '@/styles/features/profile.css';
import '@/styles/features/mine-history.css';

const PAGE_SIZE = 10;
const DICT_TYPES = mineColumns.flatMap((col) => (col.type === 'dict' && col.dict ? [col.dict] : []));

function parseMineId(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/**
 * /mine/{id}/history: every change to the mine, newest first, and the header and overview as the
 * console showed them at the end of a chosen day.
 */
export function MineHistoryPage({ NotFound }: { NotFound: ComponentType }) {
  const { t } = useProfileT();
  const mineId = parseMineId(useParams().mineId);
  const [params, setParams] = useSearchParams();
  const place = parseHistoryParams(params);
  const go = (next: HistoryPlace) => setParams(toHistoryParams(next));
  const header = useMineHeader(mineId);
  const history = useMineHistory({ mineId, pageNum: place.page, pageSize: PAGE_SIZE });
  const admin = usePermission()(['admin']);
  const ctx = useFormatContext(DICT_TYPES);
  if (mineId === 0 || isNotFound(header.error)) return <NotFound />;
  const today = dayjs().endOf('day');

  return (
    <div className="mine-history">
      <div className="mine-history__top">
        <Link to={mineHref(mineId)} className="mine-history__back">
          <ArrowLeftOutlined aria-hidden /> {t('profile.history.back')}
        </Link>
        <Typography.Title level={3} className="mine-history__title">
          {header.data ? (
            <span lang="zh-CN">{t('profile.history.title', { name: header.data.mineName })}</span>
          ) : (
            t('profile.history')
          )}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('profile.history.subtitle')}</Typography.Paragraph>
      </div>

      <Card size="small" title={t('profile.asOf.title')} className="mine-history__picker">
        <p className="mine-history__hint">{t('profile.asOf.hint')}</p>
        <div className="mine-history__picker-row">
          <DatePicker
            aria-label={t('profile.asOf.pick')}
            placeholder={t('profile.asOf.pick')}
            value={place.date ? dayjs(place.date) : null}
            disabledDate={(day) => day.isAfter(today)}
            onChange={(day) => go({ ...place, date: day ? day.format('YYYY-MM-DD') : undefined })}
          />
          {place.date && (
            <Button onClick={() => go({ ...place, date: undefined })}>{t('profile.asOf.today')}</Button>
          )}
        </div>
      </Card>
      {place.date && <AsOfView mineId={mineId} date={place.date} ctx={ctx} />}

      <section aria-label={t('profile.history')} className="mine-history__list">
        <DataState
          isPending={history.isPending}
          error={history.error}
          data={history.data}
          isEmpty={(data) => data.total === 0}
          emptyText={t('profile.history.empty')}
          onRetry={() => void history.refetch()}
        >
          {(data) => (
            <>
              {data.rows.map((set) => (
                <ChangeSetCard key={set.setId} set={set} ctx={ctx} admin={admin} />
              ))}
              {data.total > PAGE_SIZE && (
                <Pagination
                  aria-label={t('profile.history.pageLabel')}
                  current={place.page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={(page) => go({ ...place, page })}
                />
              )}
            </>
          )}
        </DataState>
      </section>
    </div>
  );
}
