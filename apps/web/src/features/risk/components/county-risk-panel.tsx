import type { RiskOverview } from '@coal/contracts';
import { Button, Col, Row, Table } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useCountyOutlines } from '../api/get-county-outlines';
import { COUNTY_MAP, countyMapOption, type CountyMean } from '../model/county-map';
import { riskColors } from '../model/risk-charts';
import { useRiskT } from '../risk-i18n';
import { CountyMines } from './county-mines';
import { useChartTheme } from '@/lib/chart/use-chart-theme';

/** The county choropleth of mean scores; picking a county (map or table) lists its riskiest mines. */
export function CountyRiskPanel({ overview }: { overview: RiskOverview }) {
  const { t, language } = useRiskT();
  const outlines = useCountyOutlines();
  const colors = useChartTheme(riskColors);
  const place = usePlaceName();
  const [params, setParams] = useSearchParams();
  const picked = params.get('county') ?? undefined;
  const names = useMemo(
    () => new Map((outlines.data?.features ?? []).map((f) => [f.properties.code, place(f.properties.name)])),
    [outlines.data, place],
  );
  const county = picked && names.has(picked) ? picked : undefined;
  const pick = (code: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('county', code);
        else next.delete('county');
        return next;
      },
      { replace: true },
    );
  const option = useMemo(
    () =>
      countyMapOption(overview, names, county, { ...colors, empty: colors.border, selected: colors.text }, t),
    [overview, names, county, colors, t],
  );
  const maps = useMemo(() => (outlines.data ? { [COUNTY_MAP]: outlines.data } : undefined), [outlines.data]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={13}>
        <DataState
          isPending={outlines.isPending}
          error={outlines.error}
          data={outlines.data}
          errorTitle={t('risk.county.outlineError')}
          onRetry={() => void outlines.refetch()}
        >
          {() => (
            <div className="risk-county__map">
              <EChart
                option={option}
                maps={maps}
                height={420}
                label={t('risk.county.mapLabel')}
                onItemClick={({ seriesType, name }) => {
                  if (seriesType === 'map') pick(name === county ? undefined : name);
                }}
              />
            </div>
          )}
        </DataState>
      </Col>
      <Col xs={24} xl={11}>
        {county ? (
          <CountyMines
            code={county}
            name={names.get(county) ?? county}
            mean={overview.byCounty.find((c) => c.countyCode === county)}
            onClear={() => pick(undefined)}
          />
        ) : (
          <>
            <p className="risk-county__hint">{t('risk.county.hint')}</p>
            <Table<CountyMean>
              size="small"
              rowKey="countyCode"
              dataSource={overview.byCounty}
              pagination={{ pageSize: 8, size: 'small', showSizeChanger: false }}
              // Fixed layout: a long county name gives way and the prefecture drops out on a phone, so the
              // mean score stays in view without scrolling sideways.
              tableLayout="fixed"
              columns={[
                {
                  title: t('risk.county.column'),
                  dataIndex: 'county',
                  ellipsis: true,
                  render: (name: string, row) => (
                    <Button
                      type="link"
                      size="small"
                      className="risk-county__pick"
                      title={place(name)}
                      onClick={() => pick(row.countyCode)}
                    >
                      {place(name)}
                    </Button>
                  ),
                },
                {
                  title: t('risk.column.place'),
                  dataIndex: 'prefecture',
                  ellipsis: true,
                  responsive: ['md'],
                  render: (p: string) => place(p),
                },
                { title: t('risk.county.minesColumn'), dataIndex: 'mines', align: 'right', width: 72 },
                {
                  title: t('risk.county.mean'),
                  dataIndex: 'mean',
                  align: 'right',
                  width: 88,
                  render: (v: number) => formatNumber(v, language),
                },
              ]}
            />
          </>
        )}
      </Col>
    </Row>
  );
}
