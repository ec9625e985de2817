import {
  type SentimentResult,
  TERM_STRENGTH_MAX,
  TERM_STRENGTH_MIN,
  type TermPolarity,
} from '@coal/contracts';
import { Button, Card, Form, Input, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useIsPhone } from '@/lib/use-is-phone';
import { useAnalyze, useRescore, useSaveTerm, useTerms } from '../api/terms';
import { useNewsAdminT } from '../news-admin-i18n';
import { SentimentTag } from './sentiment-tag';
import { TermCards } from './term-cards';
import { TermTable } from './term-table';

const POLARITIES: TermPolarity[] = ['positive', 'negative', 'neutral'];
/** The server's rule, checked here first so the admin sees it beside the field. */
const WORD_PATTERN = /^[\p{Script=Han}A-Za-z0-9]{2,20}$/u;

interface TermForm {
  word: string;
  polarity: TermPolarity;
  strength: number;
}

/** The admin's lexicon: words with polarity and strength over the built-in lexicon, a rescore, a try box. */
export function LexiconPanel() {
  const { t } = useNewsAdminT();
  const { message } = useFeedback();
  const phone = useIsPhone();
  const terms = useTerms();
  const [form] = Form.useForm<TermForm>();
  const save = useSaveTerm((term) => {
    form.resetFields(['word']);
    void message.success(t('newsAdmin.lexicon.saved', { word: term.word }));
  });
  const rescore = useRescore();
  const analyze = useAnalyze();
  const polarity = Form.useWatch('polarity', form);
  const [trial, setTrial] = useState('');

  return (
    <section aria-labelledby="lexicon-title" className="news-admin-section">
      <h2 id="lexicon-title" className="visually-hidden">
        {t('newsAdmin.tab.lexicon')}
      </h2>
      <DataState
        isPending={terms.isPending}
        error={terms.error}
        data={terms.data}
        onRetry={() => void terms.refetch()}
      >
        {(data) => (
          <>
            <Typography.Paragraph type="secondary">
              {t('newsAdmin.lexicon.hint', { count: data.builtInCount })}
            </Typography.Paragraph>
            <Form
              form={form}
              layout={phone ? 'vertical' : 'inline'}
              className="news-admin-form"
              initialValues={{ polarity: 'positive', strength: 1 }}
              onFinish={(values) =>
                save.mutate({
                  word: values.word.trim(),
                  polarity: values.polarity,
                  strength: values.strength ?? 1,
                })
              }
            >
              <Form.Item
                name="word"
                label={t('newsAdmin.lexicon.word')}
                rules={[
                  { required: true, whitespace: true, message: t('newsAdmin.lexicon.wordInvalid') },
                  { pattern: WORD_PATTERN, message: t('newsAdmin.lexicon.wordInvalid') },
                ]}
              >
                <Input
                  placeholder={t('newsAdmin.lexicon.wordPlaceholder')}
                  style={{ width: phone ? '100%' : 220 }}
                />
              </Form.Item>
              <Form.Item name="polarity" label={t('newsAdmin.lexicon.polarity')}>
                <Radio.Group
                  optionType="button"
                  options={POLARITIES.map((value) => ({
                    value,
                    label: t(`newsAdmin.lexicon.polarity.${value}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="strength" label={t('newsAdmin.lexicon.strength')}>
                <InputNumber
                  min={TERM_STRENGTH_MIN}
                  max={TERM_STRENGTH_MAX}
                  step={0.5}
                  disabled={polarity === 'neutral'}
                  aria-label={t('newsAdmin.lexicon.strength')}
                />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('newsAdmin.lexicon.save')}
                </Button>
              </Form.Item>
            </Form>
            {phone ? <TermCards terms={data.terms} /> : <TermTable terms={data.terms} />}
            <Space wrap className="lexicon-rescore">
              <Button
                loading={rescore.isPending}
                onClick={() =>
                  rescore.mutate(undefined, {
                    onSuccess: (done) =>
                      void message.success(
                        t('newsAdmin.lexicon.rescored', {
                          articles: done.articles,
                          changed: done.changedLabel,
                        }),
                      ),
                  })
                }
              >
                {t('newsAdmin.lexicon.rescore')}
              </Button>
              <Typography.Text type="secondary">
                {t('newsAdmin.lexicon.version', { version: data.engineVersion })}
              </Typography.Text>
            </Space>
          </>
        )}
      </DataState>
      <Card size="small" title={t('newsAdmin.lexicon.try')} className="lexicon-try">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={trial}
            maxLength={500}
            aria-label={t('newsAdmin.lexicon.try')}
            placeholder={t('newsAdmin.lexicon.tryPlaceholder')}
            onChange={(event) => setTrial(event.target.value)}
            onPressEnter={() => trial.trim() && analyze.mutate(trial.trim())}
          />
          <Button
            type="primary"
            loading={analyze.isPending}
            disabled={!trial.trim()}
            onClick={() => analyze.mutate(trial.trim())}
          >
            {t('newsAdmin.lexicon.tryRun')}
          </Button>
        </Space.Compact>
        {analyze.data && <TrialResult result={analyze.data} />}
      </Card>
    </section>
  );
}

function TrialResult({ result }: { result: SentimentResult }) {
  const { t } = useNewsAdminT();
  const hits = result.sentences.flatMap((sentence) => sentence.hits);
  return (
    <div className="lexicon-try__result" data-label={result.label}>
      <SentimentTag label={result.label} score={result.score} />
      <Typography.Text className="lexicon-try__score">{result.score.toFixed(2)}</Typography.Text>
      {hits.length ? (
        hits.map((hit, index) => (
          <Tag
            key={`${hit.word}-${index}`}
            color={hit.weight > 0 ? 'success' : hit.weight < 0 ? 'error' : 'default'}
          >
            {hit.word} {hit.weight > 0 ? '+' : ''}
            {hit.weight}
          </Tag>
        ))
      ) : (
        <Typography.Text type="secondary">{t('newsAdmin.lexicon.noHits')}</Typography.Text>
      )}
    </div>
  );
}
