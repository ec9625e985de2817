import { DataText } from '@/components/data-text';
import type { SentimentTerm } from '@coal/contracts';
import { Table } from 'antd';
import { useNewsAdminT } from '../news-admin-i18n';
import { RemoveTerm, TermBuiltIn, TermPolarity } from './term-cells';

export const TERMS_PAGE_SIZE = 20;

/** The admin's words on a desktop: one row each. */
export function TermTable({ terms }: { terms: SentimentTerm[] }) {
  const { t } = useNewsAdminT();
  const columns = [
    {
      title: t('newsAdmin.lexicon.word'),
      dataIndex: 'word',
      key: 'word',
      render: (word: string) => <DataText>{word}</DataText>,
    },
    {
      title: t('newsAdmin.lexicon.polarity'),
      key: 'polarity',
      render: (_: unknown, term: SentimentTerm) => <TermPolarity term={term} />,
    },
    { title: t('newsAdmin.lexicon.weight'), dataIndex: 'weight', key: 'weight' },
    {
      title: t('newsAdmin.lexicon.builtIn'),
      key: 'builtIn',
      render: (_: unknown, term: SentimentTerm) => <TermBuiltIn term={term} />,
    },
    { title: t('newsAdmin.lexicon.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy' },
    { title: t('newsAdmin.lexicon.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt' },
    {
      title: '',
      key: 'remove',
      render: (_: unknown, term: SentimentTerm) => <RemoveTerm term={term} />,
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      className="terms-table"
      columns={columns}
      dataSource={terms}
      pagination={terms.length > TERMS_PAGE_SIZE ? { pageSize: TERMS_PAGE_SIZE } : false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('newsAdmin.lexicon.empty') }}
    />
  );
}
