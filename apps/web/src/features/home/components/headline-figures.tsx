import type { ProvinceOverview } from '@coal/contracts';
import { Card, Statistic } from 'antd';
import { formatNumber } from '@/lib/format-number';
import { useHomeT } from '../home-i18n';

/** The province's headline numbers, exactly as the server aggregated them. */
export function HeadlineFigures({ overview }: { overview: ProvinceOverview }) {
  const { t, language } = useHomeT();
  const number = (value: number) => formatNumber(value, language);
  const figures = [
    {
      key: 'mines',
      title: t('home.figures.mines'),
      value: overview.mines,
      unit: t('home.figures.minesUnit'),
    },
    {
      key: 'capacity',
      title: t('home.figures.capacity'),
      value: overview.capacity,
      unit: t('home.figures.capacityUnit'),
    },
    {
      key: 'producing',
      title: t('home.figures.producing'),
      value: overview.producingMines,
      unit: t('home.figures.minesUnit'),
    },
    {
      key: 'producingCapacity',
      title: t('home.figures.producingCapacity'),
      value: overview.producingCapacity,
      unit: t('home.figures.capacityUnit'),
    },
  ];
  return (
    <ul className="home-figures" aria-label={t('home.figures.title')}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card size="small" className="home-figure">
            <Statistic
              title={figure.title}
              value={figure.value}
              formatter={(value) => <span data-figure={figure.key}>{number(Number(value))}</span>}
              suffix={figure.unit ? <span className="home-figure__unit">{figure.unit}</span> : undefined}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
