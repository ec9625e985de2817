import type { ImportNote } from '@coal/contracts';
import { Collapse, Table, Tag } from 'antd';
import { DataText } from '@/components/data-text';
import { numberFormat } from '@/lib/format-number';
import { useImportT } from '../import-i18n';

const PAGE_SIZE = 10;

/** How cells written another way were read: former names, units and dictionary synonyms, row by row. */
export function NotesTable({ notes }: { notes: readonly ImportNote[] }) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  if (!notes.length) return null;
  return (
    <Collapse
      className="import-notes"
      items={[
        {
          key: 'notes',
          label: t('import.notes.title', { count: number.format(notes.length) }),
          children: (
            <Table<ImportNote>
              size="small"
              rowKey={(n) => `${n.sheet}-${n.row}-${n.column}`}
              dataSource={notes}
              caption={<span className="visually-hidden">{t('import.notes.caption')}</span>}
              pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                {
                  key: 'where',
                  title: `${t('import.problems.row')} / ${t('import.problems.column')}`,
                  width: 150,
                  render: (_: unknown, n: ImportNote) => (
                    <span>
                      {t('import.problems.rowLabel', { row: number.format(n.row) })} ·{' '}
                      <DataText>{n.column}</DataText>
                    </span>
                  ),
                },
                {
                  key: 'from',
                  title: t('import.notes.from'),
                  render: (_: unknown, n: ImportNote) => <DataText>{n.from}</DataText>,
                },
                {
                  key: 'to',
                  title: t('import.notes.to'),
                  render: (_: unknown, n: ImportNote) => <DataText>{n.to}</DataText>,
                },
                {
                  key: 'kind',
                  title: t('import.notes.kind'),
                  width: 130,
                  render: (_: unknown, n: ImportNote) => <Tag>{t(`import.notes.kind.${n.kind}`)}</Tag>,
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
