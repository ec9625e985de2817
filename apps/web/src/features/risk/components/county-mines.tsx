import { CloseOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { formatNumber } from '@/lib/format-number';
import { useCountyMines } from '../api/get-county-mines';
import type { CountyMean } from '../model/county-map';
import { useRiskT } from '../risk-i18n';
import { RiskMineTable } from './risk-mine-table';

interface CountyMinesProps {
  code: string;
  name: string;
  mean: CountyMean | undefined;
  onClear: () => void;
}

/** The picked county's riskiest mines, with a way back to every county and on to the full search. */
export function CountyMines({ code, name, mean, onClear }: CountyMinesProps) {
  const { t, language } = useRiskT();
  const mines = useCountyMines(name);
  const search = `/search?${new URLSearchParams({ county: name, sort: 'riskScore', order: 'desc' }).toString()}`;
  return (
    <section className="risk-county" aria-labelledby={`risk-county-${code}`}>
      <div className="risk-county__head">
        <h3 id={`risk-county-${code}`} className="risk-county__title">
          {t('risk.county.listTitle', { county: name })}
        </h3>
        <Button size="small" icon={<CloseOutlined />} onClick={onClear}>
          {t('risk.county.clear')}
        </Button>
      </div>
      {mean && (
        <p className="risk-county__hint">
          {t('risk.county.summary', {
            mines: mean.mines,
            mean: formatNumber(mean.mean, language),
          })}
        </p>
      )}
      <DataState
        isPending={mines.isPending}
        error={mines.error}
        data={mines.data}
        errorTitle={t('risk.loadError')}
        onRetry={() => void mines.refetch()}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) => (
          <>
            <RiskMineTable
              rows={data.rows.flatMap((row) =>
                row.riskScore !== null && row.riskBand !== null
                  ? [
                      {
                        mineId: row.mineId,
                        mineName: row.mineName,
                        prefecture: row.prefecture,
                        county: row.county,
                        score: row.riskScore,
                        band: row.riskBand,
                      },
                    ]
                  : [],
              )}
              emptyText={t('risk.county.noMines')}
              showPlace={false}
            />
            {data.total > 0 && (
              <p className="risk-county__more">
                <Link to={search}>{t('risk.county.openSearch', { count: data.total })}</Link>
              </p>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}
