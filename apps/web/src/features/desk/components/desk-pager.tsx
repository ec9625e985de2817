import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDeskT } from '../desk-i18n';

interface DeskPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers. */
  label: string;
}

/** Previous / next through a short desk list; a full pagination bar would outweigh the list. */
export function DeskPager({ page, pageSize, total, onChange, label }: DeskPagerProps) {
  const { t } = useDeskT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="desk-pager" aria-label={label}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('desk.pager.prev')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      />
      <span className="desk-pager__status" aria-live="polite">
        {t('desk.pager.status', { page, pages })}
      </span>
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('desk.pager.next')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
}
