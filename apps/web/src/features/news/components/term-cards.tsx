import { DataText } from '@/components/data-text';
import type { SentimentTerm } from '@coal/contracts';
import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useNewsAdminT } from '../news-admin-i18n';
import { RemoveTerm, TermBuiltIn, TermPolarity } from './term-cells';
import { TERMS_PAGE_SIZE } from './term-table';

/** The admin's words on a phone: one card each, with its weights, who changed it and its delete button. */
export function TermCards({ terms }: { terms: SentimentTerm[] }) {
  const { t } = useNewsAdminT();
  const [page, setPage] = useState(1);
  if (!terms.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsAdmin.lexicon.empty')} />;
  // A deletion can leave the page past the end: show the last one instead.
  const last = Math.ceil(terms.length / TERMS_PAGE_SIZE);
  const current = Math.min(page, last);
  const shown = terms.slice((current - 1) * TERMS_PAGE_SIZE, current * TERMS_PAGE_SIZE);
  return (
    <>
      <ul className="news-admin-cards term-cards" aria-label={t('newsAdmin.tab.lexicon')}>
        {shown.map((term) => (
          <li key={term.id} className="news-admin-card">
            <div className="news-admin-card__head">
              <strong className="term-word">
                <DataText>{term.word}</DataText>
              </strong>
              <TermPolarity term={term} />
            </div>
            <dl className="news-admin-card__facts">
              <dt>{t('newsAdmin.lexicon.weight')}</dt>
              <dd>{term.weight}</dd>
              <dt>{t('newsAdmin.lexicon.builtIn')}</dt>
              <dd>
                <TermBuiltIn term={term} />
              </dd>
              <dt>{t('newsAdmin.lexicon.updatedBy')}</dt>
              <dd>{term.updatedBy}</dd>
              <dt>{t('newsAdmin.lexicon.updatedAt')}</dt>
              <dd>{term.updatedAt}</dd>
            </dl>
            <RemoveTerm term={term} />
          </li>
        ))}
      </ul>
      {terms.length > TERMS_PAGE_SIZE && (
        <Pagination
          className="news-admin-cards__pager"
          simple
          current={current}
          pageSize={TERMS_PAGE_SIZE}
          total={terms.length}
          onChange={setPage}
        />
      )}
    </>
  );
}
