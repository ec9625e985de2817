import type { SentimentTerm, TermPolarity } from '@coal/contracts';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useFeedback } from '@/components/feedback';
import { useRemoveTerm } from '../api/terms';
import { useNewsAdminT } from '../news-admin-i18n';

const POLARITY_COLORS: Record<TermPolarity, string> = {
  positive: 'success',
  negative: 'error',
  neutral: 'default',
};

/** A lexicon word's pieces, shared by the table (desktop) and the cards (phone). */
export function TermPolarity({ term }: { term: SentimentTerm }) {
  const { t } = useNewsAdminT();
  return <Tag color={POLARITY_COLORS[term.polarity]}>{t(`newsAdmin.lexicon.polarity.${term.polarity}`)}</Tag>;
}

export function TermBuiltIn({ term }: { term: SentimentTerm }) {
  const { t } = useNewsAdminT();
  return term.builtIn === null ? (
    <Typography.Text type="secondary">{t('newsAdmin.lexicon.notBuiltIn')}</Typography.Text>
  ) : (
    <>{term.builtIn}</>
  );
}

export function RemoveTerm({ term }: { term: SentimentTerm }) {
  const { t } = useNewsAdminT();
  const { message } = useFeedback();
  const remove = useRemoveTerm();
  return (
    <Popconfirm
      title={t('newsAdmin.lexicon.removeConfirm', { word: term.word })}
      onConfirm={() =>
        remove
          .mutateAsync(term.id)
          .then(() => message.success(t('newsAdmin.lexicon.removed', { word: term.word })))
      }
    >
      <Button size="small" danger aria-label={`${t('newsAdmin.lexicon.remove')} ${term.word}`}>
        {t('newsAdmin.lexicon.remove')}
      </Button>
    </Popconfirm>
  );
}
