import { Button, Input, Result, Space, Typography } from 'antd';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useClaimPageTitle } from '@/lib/page-title';
import { useMissingT } from './missing-i18n';
import '@/styles/features/exception.css';

export type MissingSubject = 'mine' | 'company' | 'article';

/** Where each subject is searched for, with the words typed. */
const SEARCH: Record<MissingSubject, (words: string) => string> = {
  mine: (words) => `/search${words ? `?mineName=${encodeURIComponent(words)}` : ''}`,
  company: (words) => `/list/card${words ? `?keyword=${encodeURIComponent(words)}` : ''}`,
  article: (words) => `/trends${words ? `?keyword=${encodeURIComponent(words)}` : ''}`,
};

/**
 * The page drawn when a mine, company or article asked for does not exist: it names the id asked for
 * (from the path or the `id` query) and offers a search for the same kind of thing.
 */
export function MissingPage({ subject }: { subject: MissingSubject }) {
  const { t: tApp } = useTranslation();
  const { t } = useMissingT();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  useClaimPageTitle(useLocation().pathname, tApp('menu.notFound'));
  const asked = (params.mineId ?? params.id ?? search.get('id') ?? '').slice(0, 40);
  const back = () => {
    // A deep link has no history to go back to: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className="exception">
      <Result
        status="404"
        title={
          <h1 className="exception__title">
            {t(`missing.${subject}.title`, { id: asked || t('missing.noId') })}
          </h1>
        }
        subTitle={t('missing.description')}
        extra={
          <Space orientation="vertical" size="middle" className="exception__search">
            <Input.Search
              allowClear
              enterButton={t('missing.search')}
              placeholder={t(`missing.${subject}.placeholder`)}
              aria-label={t(`missing.${subject}.placeholder`)}
              maxLength={50}
              onSearch={(words) => void navigate(SEARCH[subject](words.trim()))}
            />
            <Space wrap>
              <Link to={SEARCH[subject]('')}>{t(`missing.${subject}.browse`)}</Link>
              <Typography.Text type="secondary">·</Typography.Text>
              <Button type="link" onClick={back}>
                {t('missing.back')}
              </Button>
            </Space>
          </Space>
        }
      />
    </div>
  );
}

/** The not-found page of a mine's pages (profile, comparisons, history). */
export const MissingMine = () => <MissingPage subject="mine" />;
