import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import type { Drill } from '../production-charts';
import { type ProductionKey, useProductionT } from '../production-i18n';

const BASIS: Record<Drill['basis'], ProductionKey> = {
  area: 'production.filter.area',
  status: 'production.filter.status',
  scale: 'production.filter.scale',
};

/** A drill whose search list is not exactly the figure's mines: the difference said before the reader goes. */
export function ProductionDrill({
  drill,
  href,
  onClose,
}: {
  drill: Drill;
  href: string;
  onClose: () => void;
}) {
  const { t } = useProductionT();
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('production.drill.close') }}
      title={t('production.drill.title', { year: drill.year, item: drill.item, count: drill.count })}
      description={t('production.drill.differs', { filter: t(BASIS[drill.basis]), drift: drill.drift })}
      action={
        <Link to={href}>
          <Button size="small" type="primary">
            {t('production.drill.open')}
          </Button>
        </Link>
      }
    />
  );
}
