import type { NewsArticle, SentenceSentiment } from '@coal/contracts';
import { Alert, Card, Col, Empty, Row, Space, Tag, Tooltip, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import { SampleTag } from '@/components/sample-tag';
import { isNotFoundError } from '@/lib/http/envelope';
import '@/styles/features/news.css';
import { useArticle } from '../api/get-article';
import { trendsHref } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { DATA_SLOT, WithData } from '@/components/with-data';
import { ArticleHtml } from './article-html';
import { NewsItem } from './news-item';
import { SentimentTag } from './sentiment-tag';

function articleId(param: string | undefined, query: string | null): number | undefined {
  const value = Number(param ?? query);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** /information?id= (and /information/{id}): the article, its sentiment sentence by sentence, links. */
export function ArticlePage({ NotFound }: { NotFound: ComponentType }) {
  const { t } = useNewsT();
  const params = useParams();
  const [search] = useSearchParams();
  const id = articleId(params.id, search.get('id'));
  const article = useArticle({ id });
  if (id === undefined)
    return (
      <div className="news-page fills-screen">
        <Alert type="warning" showIcon title={t('news.article.missing')} action={<BackToList />} />
      </div>
    );
  if (isNotFoundError(article.error)) return <NotFound />;
  return (
    <div className="news-page fills-screen">
      <DataState
        isPending={article.isPending}
        error={article.error}
        data={article.data}
        errorTitle={t('news.article.notFound')}
        onRetry={() => void article.refetch()}
      >
        {(data) => <ArticleView article={data} />}
      </DataState>
    </div>
  );
}

/** Back to the list the reader came from, with its keyword, filters and sort; else the whole list. */
function BackToList() {
  const { t } = useNewsT();
  const location = useLocation();
  const list = (location.state as { newsList?: unknown } | null)?.newsList;
  return (
    <Link
      to={typeof list === 'string' && list.startsWith('/trends') ? list : '/trends'}
      className="news-back"
    >
      {t('news.article.back')}
    </Link>
  );
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useNewsT();
  const boundary = { errorTitle: t('news.panel.error'), retryLabel: t('news.panel.retry') };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card>
          <BackToList />
          <Typography.Title level={2} className="news-article__title" lang="zh-CN">
            {article.title}
          </Typography.Title>
          <div className="news-item__meta">
            <SentimentTag label={article.sentimentLabel} score={article.sentimentScore} />
            {article.sample && <SampleTag label={t('news.sample')} hint={t('news.sampleHint')} />}
            {article.source && (
              <span>
                <WithData text={t('news.article.source', { source: DATA_SLOT })} value={article.source} />
              </span>
            )}
            {article.author && (
              <span>
                <WithData text={t('news.article.author', { author: DATA_SLOT })} value={article.author} />
              </span>
            )}
            <time>{article.publishedAt}</time>
            {article.url && /^https?:\/\//i.test(article.url) && (
              <a href={article.url} target="_blank" rel="noopener nofollow noreferrer">
                {t('news.article.original')}
              </a>
            )}
          </div>
          <div lang="zh-CN">
            <ArticleHtml html={article.html} />
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <PanelBoundary {...boundary}>
            <Card title={t('news.article.sentiment')} size="small">
              <Typography.Paragraph type="secondary">{t('news.article.sentimentHint')}</Typography.Paragraph>
              <div className="news-sentences" lang="zh-CN">
                {article.sentiment.sentences.map((sentence, i) => (
                  <SentenceMark key={i} sentence={sentence} title={i === 0} />
                ))}
              </div>
            </Card>
          </PanelBoundary>
          <Card title={t('news.linkedMines')} size="small">
            {article.mines.length + article.companies.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <div className="news-links" lang="zh-CN">
                {article.mines.map((mine) => (
                  <Link key={mine.mineId} to={`/mine/${mine.mineId}`}>
                    {mine.mineName}
                  </Link>
                ))}
                {article.companies.map((company) => (
                  <Link key={company.companyId} to={trendsHref({ companyId: company.companyId })}>
                    {company.companyName}
                  </Link>
                ))}
              </div>
            )}
          </Card>
          <Card title={t('news.article.related')} size="small">
            {article.related.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('news.article.noRelated')} />
            ) : (
              <ul className="news-list">
                {article.related.map((item) => (
                  <NewsItem key={item.id} item={item} compact />
                ))}
              </ul>
            )}
          </Card>
        </Space>
      </Col>
    </Row>
  );
}

/** A sentence coloured by its label; hovering or focusing it lists the words that scored it. */
function SentenceMark({ sentence, title }: { sentence: SentenceSentiment; title: boolean }) {
  const { t } = useNewsT();
  const hits = sentence.hits.length ? (
    <div>
      <div>{t('news.article.hits')}</div>
      {sentence.hits.map((hit, i) => (
        <div key={i}>
          {hit.word} {hit.weight > 0 ? '+' : ''}
          {hit.weight.toFixed(2)}
          {hit.negated ? `（${t('news.article.negated')}）` : ''}
          {hit.degree !== 1 ? `（${t('news.article.degree', { degree: hit.degree })}）` : ''}
        </div>
      ))}
    </div>
  ) : (
    t('news.article.noHits')
  );
  return (
    <Tooltip title={hits}>
      <span
        tabIndex={0}
        className={`news-sentence news-sentence--${sentence.label}${title ? ' news-sentence--title' : ''}`}
        data-testid="news-sentence"
      >
        {sentence.text}
        {sentence.hits.length > 0 && <Tag className="news-sentence__score">{sentence.score.toFixed(2)}</Tag>}
      </span>
    </Tooltip>
  );
}
