import type { ImportMinePreview } from '@coal/contracts';
import { Table } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { StatusTag } from '@/components/status-tag';
import { useImportT } from '../import-i18n';
import { ACTION_TONE } from '../model/job-status';
import { clampPage, hasDetail } from '../model/problems';
import { MineChangeDetail } from './mine-change-detail';
import { numberFormat } from '@/lib/format-number';

const PAGE_SIZE = 10;

interface PreviewTableProps {
  rows: ImportMinePreview[];
  page: number;
  onPage: (page: number) => void;
}

/** Mines the commit would add or change, each unfolding into its field and row changes. */
export function PreviewTable({ rows, page, onPage }: PreviewTableProps) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  const phone = useIsPhone();

  const summary = (mine: ImportMinePreview) => {
    const added = mine.sheets.reduce((sum, s) => sum + s.added, 0);
    const removed = mine.sheets.reduce((sum, s) => sum + s.removed, 0);
    const parts: string[] = [];
    if (mine.changes.length > 0)
      parts.push(t('import.preview.fieldsChanged', { count: number.format(mine.changes.length) }));
    if (added + removed > 0)
      parts.push(
        t('import.preview.rowsDelta', { added: number.format(added), removed: number.format(removed) }),
      );
    return parts.length > 0 ? parts.join(language === 'zh-CN' ? '，' : ', ') : t('import.preview.noDelta');
  };

  return (
    <Table<ImportMinePreview>
      size="small"
      rowKey="mineId"
      dataSource={rows}
      caption={<span className="visually-hidden">{t('import.preview.caption')}</span>}
      scroll={phone ? undefined : { x: 560 }}
      pagination={{
        current: clampPage(page, rows.length, PAGE_SIZE),
        pageSize: PAGE_SIZE,
        total: rows.length,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
      expandable={{
        rowExpandable: hasDetail,
        expandedRowRender: (mine) => <MineChangeDetail mine={mine} />,
        // The first changed mine opens unfolded so the change is visible at once.
        defaultExpandedRowKeys: rows
          .slice(0, 1)
          .filter(hasDetail)
          .map((m) => m.mineId),
      }}
      locale={{ expand: t('import.preview.expand'), collapse: t('import.preview.collapse') }}
      columns={
        phone
          ? [
              {
                key: 'mine',
                title: t('import.preview.name'),
                render: (_: unknown, mine: ImportMinePreview) => (
                  <div className="import-preview__mine">
                    <strong>{mine.name}</strong>
                    <span>{mine.mineId}</span>
                    <span>{summary(mine)}</span>
                  </div>
                ),
              },
              {
                key: 'action',
                title: t('import.preview.action'),
                dataIndex: 'action',
                width: 84,
                render: (action: ImportMinePreview['action']) => (
                  <StatusTag tone={ACTION_TONE[action]}>{t(`import.action.${action}`)}</StatusTag>
                ),
              },
            ]
          : [
              { key: 'code', title: t('import.preview.code'), dataIndex: 'mineId', width: 150 },
              { key: 'name', title: t('import.preview.name'), dataIndex: 'name' },
              {
                key: 'action',
                title: t('import.preview.action'),
                dataIndex: 'action',
                width: 100,
                render: (action: ImportMinePreview['action']) => (
                  <StatusTag tone={ACTION_TONE[action]}>{t(`import.action.${action}`)}</StatusTag>
                ),
              },
              {
                key: 'summary',
                title: t('import.preview.summary'),
                render: (_: unknown, mine: ImportMinePreview) => summary(mine),
              },
            ]
      }
    />
  );
}
