import { Button, Form, Input, Space, Typography } from 'antd';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useIsPhone } from '@/lib/use-is-phone';
import { useAddFeed, useFeeds, useFetchAllFeeds } from '../api/feeds';
import { useNewsAdminT } from '../news-admin-i18n';
import { FeedCards } from './feed-cards';
import { FeedTable } from './feed-table';

/** The admin's feeds: add, fetch now, switch off, delete; each with its last run's outcome (cards on a phone). */
export function FeedsPanel() {
  const { t } = useNewsAdminT();
  const { message } = useFeedback();
  const phone = useIsPhone();
  const feeds = useFeeds();
  const [form] = Form.useForm<{ name: string; url: string }>();
  // The form is cleared before the list shows the new feed: the admin may type the next one at once.
  const add = useAddFeed((feed) => {
    form.resetFields();
    void message.success(t('newsAdmin.feeds.added', { name: feed.name }));
  });
  const fetchAll = useFetchAllFeeds();

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
        onFinish={(values) => add.mutate({ ...values, enabled: true })}
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
        {(rows) => (phone ? <FeedCards feeds={rows} /> : <FeedTable feeds={rows} />)}
      </DataState>
    </section>
  );
}
