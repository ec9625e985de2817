import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import '@/styles/features/news.css';
import { useNewsAdminT } from '../news-admin-i18n';
import { FeedsPanel } from './feeds-panel';
import { LexiconPanel } from './lexicon-panel';

const TABS = ['feeds', 'lexicon'] as const;
type Tab = (typeof TABS)[number];

/** /form/news (admins): the news feeds and the sentiment lexicon; the tab lives in the URL. */
export function NewsAdminPage() {
  const { t } = useNewsAdminT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'feeds';
  return (
    <Card className="news-admin">
      <Typography.Title level={3} className="news-page__title">
        {t('newsAdmin.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'feeds', label: t('newsAdmin.tab.feeds'), children: <FeedsPanel /> },
          { key: 'lexicon', label: t('newsAdmin.tab.lexicon'), children: <LexiconPanel /> },
        ]}
      />
    </Card>
  );
}
