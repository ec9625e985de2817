import type { NewsFeed } from '@coal/contracts';
import { App, Button, Form, Input, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { useIsPhone } from '@/lib/use-is-phone';
import {
  useAddFeed,
  useFeeds,
  useFetchAllFeeds,
  useFetchFeed,
  useRemoveFeed,
  useUpdateFeed,
} from '../api/feeds';
import { trendsHref } from '../model/trends-params';
import { useNewsAdminT } from '../news-admin-i18n';

/** The admin's feeds: add, fetch now, switch off, delete; each with its last run's outcome. */
export function FeedsPanel() {
  const { t } = useNewsAdminT();
  const { message } = App.useApp();
  const phone = useIsPhone();
  const feeds = useFeeds();
  const add = useAddFeed();
  const update = useUpdateFeed();
  const remove = useRemoveFeed();
  const fetchOne = useFetchFeed();
  const fetchAll = useFetchAllFeeds();
  const [form] = Form.useForm<{ name: string; url: string }>();

  const reason = (feed: NewsFeed) =>
    feed.lastErrorKind ? `${t(`newsAdmin.error.${feed.lastErrorKind}`)}（${feed.lastError}）` : '';

  const columns = [
    {
      title: t('newsAdmin.feeds.name'),
      key: 'name',
      render: (_: unknown, feed: NewsFeed) => (
        <div className="feed-name">
          <Typography.Text strong>{feed.name}</Typography.Text>
          <Typography.Text type="secondary" className="feed-url" ellipsis={{ tooltip: feed.url }}>
            {feed.url}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('newsAdmin.feeds.status'),
      key: 'status',
      render: (_: unknown, feed: NewsFeed) => {
        if (!feed.lastFetchedAt) return <Tag>{t('newsAdmin.feeds.never')}</Tag>;
        return (
          <div className="feed-status" data-kind={feed.lastErrorKind || 'ok'}>
            {feed.lastErrorKind ? (
              <Tooltip title={feed.lastError}>
                <Tag color="error">{t(`newsAdmin.error.${feed.lastErrorKind}`)}</Tag>
              </Tooltip>
            ) : (
              <Tag color="success">{t('newsAdmin.feeds.ok')}</Tag>
            )}
            <Typography.Text type="secondary" className="feed-time">
              {feed.lastFetchedAt}
            </Typography.Text>
            {feed.lastErrorKind && (
              <Typography.Text type="secondary" className="feed-time">
                {feed.lastSucceededAt
                  ? t('newsAdmin.feeds.lastSucceeded', { time: feed.lastSucceededAt })
                  : t('newsAdmin.feeds.neverSucceeded')}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      title: t('newsAdmin.feeds.counts'),
      key: 'counts',
      render: (_: unknown, feed: NewsFeed) => (
        <span className="feed-counts">
          {feed.lastSeen} / {feed.lastAdded} / {feed.lastSkipped}
        </span>
      ),
    },
    {
      title: t('newsAdmin.feeds.articles'),
      key: 'articles',
      render: (_: unknown, feed: NewsFeed) =>
        feed.articles ? <Link to={trendsHref({ source: feed.name })}>{feed.articles}</Link> : 0,
    },
    {
      title: t('newsAdmin.feeds.actions'),
      key: 'actions',
      render: (_: unknown, feed: NewsFeed) => (
        <Space wrap size={[8, 4]}>
          <Button
            size="small"
            loading={fetchOne.isPending && fetchOne.variables === feed.id}
            onClick={() =>
              fetchOne.mutate(feed.id, {
                onSuccess: (done) =>
                  done.lastErrorKind
                    ? void message.error(
                        t('newsAdmin.feeds.fetchFailed', { name: done.name, reason: reason(done) }),
                      )
                    : void message.success(
                        t('newsAdmin.feeds.fetched', {
                          name: done.name,
                          added: done.lastAdded,
                          skipped: done.lastSkipped,
                        }),
                      ),
              })
            }
          >
            {t('newsAdmin.feeds.fetch')}
          </Button>
          <Switch
            size="small"
            checked={feed.enabled}
            aria-label={t('newsAdmin.feeds.enabled')}
            checkedChildren={t('newsAdmin.feeds.enabled')}
            unCheckedChildren={t('newsAdmin.feeds.disabled')}
            onChange={(enabled) => update.mutate({ id: feed.id, patch: { enabled } })}
          />
          <Popconfirm
            title={t('newsAdmin.feeds.removeConfirm', { name: feed.name })}
            onConfirm={() =>
              remove
                .mutateAsync(feed.id)
                .then(() => message.success(t('newsAdmin.feeds.removed', { name: feed.name })))
            }
          >
            <Button size="small" danger>
              {t('newsAdmin.feeds.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="feeds-title" className="news-admin-section">
      <h2 id="feeds-title" className="visually-hidden">
        {t('newsAdmin.tab.feeds')}
      </h2>
      <Typography.Paragraph type="secondary">{t('newsAdmin.feeds.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout={phone ? 'vertical' : 'inline'}
        className="news-admin-form"
        onFinish={(values) =>
          add.mutate(
            { ...values, enabled: true },
            {
              onSuccess: (feed) => {
                form.resetFields();
                void message.success(t('newsAdmin.feeds.added', { name: feed.name }));
              },
            },
          )
        }
      >
        <Form.Item
          name="name"
          label={t('newsAdmin.feeds.name')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={t('newsAdmin.feeds.namePlaceholder')} style={{ width: phone ? '100%' : 200 }} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('newsAdmin.feeds.url')}
          rules={[
            { required: true, whitespace: true },
            // One rule per check: with `type: 'url'` beside it the pattern was not applied.
            { pattern: /^https?:\/\/[^\s/?#]+\S*$/i, message: t('newsAdmin.feeds.urlInvalid') },
            { max: 2000 },
          ]}
        >
          <Input placeholder={t('newsAdmin.feeds.urlPlaceholder')} style={{ width: phone ? '100%' : 340 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('newsAdmin.feeds.add')}
            </Button>
            <Button
              loading={fetchAll.isPending}
              disabled={!feeds.data?.length}
              onClick={() =>
                fetchAll.mutate(undefined, {
                  onSuccess: (all) =>
                    void message.success(
                      t('newsAdmin.feeds.fetchedAll', { count: all.filter((f) => f.enabled).length }),
                    ),
                })
              }
            >
              {t('newsAdmin.feeds.fetchAll')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <DataState
        isPending={feeds.isPending}
        error={feeds.error}
        data={feeds.data}
        onRetry={() => void feeds.refetch()}
      >
        {(rows) => (
          <Table
            rowKey="id"
            size="middle"
            className="feeds-table"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 860 }}
            locale={{ emptyText: t('newsAdmin.feeds.empty') }}
          />
        )}
      </DataState>
    </section>
  );
}
