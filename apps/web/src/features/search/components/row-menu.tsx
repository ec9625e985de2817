import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import { areaAnalysisHref, qualityComparisonHref, seamComparisonHref } from '@/lib/mine/mine-links';
import { useSearchT } from '../search-i18n';

/** A row's further places: the neighbour comparisons and the area around the mine. */
export function RowMenu({ mineId, mineName }: { mineId: number; mineName: string }) {
  const { t } = useSearchT();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'seams', label: <Link to={seamComparisonHref(mineId)}>{t('search.row.seams')}</Link> },
          {
            key: 'quality',
            label: <Link to={qualityComparisonHref(mineId)}>{t('search.row.quality')}</Link>,
          },
          { key: 'area', label: <Link to={areaAnalysisHref(mineId)}>{t('search.row.area')}</Link> },
        ],
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('search.row.menu', { name: mineName })}
      />
    </Dropdown>
  );
}
