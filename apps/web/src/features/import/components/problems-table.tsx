import type { ImportProblem } from '@coal/contracts';
import { Select, Table } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { useMemo } from 'react';
import { useImportT } from '../import-i18n';
import { clampPage, problemSheets, problemsOfSheet } from '../model/problems';
import { numberFormat } from '@/lib/format-number';

const PAGE_SIZE = 10;

interface ProblemsTableProps {
  problems: readonly ImportProblem[];
  sheet: string | undefined;
  page: number;
  onChange: (patch: { sheet?: string; page: number }) => void;
}

/** Every problem with its sheet, row, column and reason; filtered by sheet and paged through the URL. */
export function ProblemsTable({ problems, sheet, page, onChange }: ProblemsTableProps) {
  const { t, language } = useImportT();
  const sheets = useMemo(() => problemSheets(problems), [problems]);
  const rows = useMemo(() => problemsOfSheet(problems, sheet), [problems, sheet]);
  const current = clampPage(page, rows.length, PAGE_SIZE);
  const number = numberFormat(language);
  const phone = useIsPhone();
  const rowText = (row: number) => (row > 0 ? number.format(row) : t('import.problems.wholeSheet'));

  return (
    <div className="import-problems">
      <div className="import-toolbar">
        <Select
          className="import-toolbar__select"
          aria-label={t('import.problems.filter')}
          value={sheet && sheets.some((s) => s.sheet === sheet) ? sheet : ''}
          onChange={(value: string) => onChange({ sheet: value || undefined, page: 1 })}
          options={[
            { value: '', label: t('import.problems.allSheets', { count: number.format(problems.length) }) },
            ...sheets.map((s) => ({
              value: s.sheet,
              label: t('import.problems.sheetOption', { sheet: s.sheet, count: number.format(s.count) }),
            })),
          ]}
        />
      </div>
      <Table<ImportProblem>
        size="small"
        rowKey={(p) => `${p.sheet}-${p.row}-${p.column}-${p.message}`}
        dataSource={rows}
        caption={<span className="visually-hidden">{t('import.problems.caption')}</span>}
        scroll={phone ? undefined : { x: 640 }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: rows.length,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => onChange({ sheet, page: next }),
        }}
        columns={
          phone
            ? [
                {
                  key: 'where',
                  title: `${t('import.problems.sheet')} / ${t('import.problems.row')} / ${t('import.problems.column')}`,
                  width: 130,
                  render: (_: unknown, p: ImportProblem) => (
                    <div className="import-problems__where">
                      <span>{p.sheet}</span>
                      <span>
                        {p.row > 0
                          ? t('import.problems.rowLabel', { row: number.format(p.row) })
                          : t('import.problems.wholeSheet')}
                      </span>
                      <span>{p.column}</span>
                    </div>
                  ),
                },
                { key: 'message', title: t('import.problems.message'), dataIndex: 'message' },
              ]
            : [
                { key: 'sheet', title: t('import.problems.sheet'), dataIndex: 'sheet', width: 120 },
                {
                  key: 'row',
                  title: t('import.problems.row'),
                  dataIndex: 'row',
                  width: 80,
                  align: 'right',
                  render: rowText,
                },
                { key: 'column', title: t('import.problems.column'), dataIndex: 'column', width: 160 },
                { key: 'message', title: t('import.problems.message'), dataIndex: 'message' },
              ]
        }
      />
    </div>
  );
}
