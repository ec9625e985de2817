import type { CompanyMine } from '@coal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { escapeChartText } from '@/lib/chart/chart-text';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { request } from '@/lib/http/client';
import { mineHref } from '@/lib/mine/mine-links';
import { useCompanyT } from '../company-i18n';

const MAP = 'company-province';
const themeOf = (c: {
  text: string;
  subtle: string;
  border: string;
  line: string;
  primary: string;
  error: string;
  surface: string;
}) => c;

/**
 * The company's mines as points on the province's prefectures (2D). The outlines are GCJ-02 and the
 * mines WGS84: at this scale the half-kilometre offset is under a pixel, so the points are not shifted.
 */
export function CompanyMinesMap({ mines }: { mines: CompanyMine[] }) {
  const { t } = useCompanyT();
  const navigate = useNavigate();
  const colors = useChartTheme(themeOf);
  const outlines = useQuery({
    queryKey: ['map', 'boundaries', 'province'],
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/map/boundaries',
          schema: () => import('../api/company-schemas').then((m) => m.mapBoundariesResponse),
          signal,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const maps = useMemo(() => (outlines.data ? { [MAP]: outlines.data } : undefined), [outlines.data]);
  const option = useMemo(
    () => ({
      tooltip: {
        formatter: (p: { data?: { name?: string; capacity?: number } }) =>
          `${escapeChartText(p.data?.name)}<br/>${escapeChartText(p.data?.capacity)} ${escapeChartText(t('company.card.capacityUnit'))}`,
      },
      geo: {
        map: MAP,
        roam: true,
        itemStyle: { areaColor: 'transparent', borderColor: colors.border },
        emphasis: { disabled: true },
        label: { show: false },
      },
      series: [
        {
          type: 'scatter' as const,
          coordinateSystem: 'geo' as const,
          symbolSize: (value: number[]) => Math.max(6, Math.min(22, Math.sqrt(value[2] ?? 0) * 1.6)),
          itemStyle: { color: colors.primary, opacity: 0.8 },
          data: mines.map((m) => ({
            name: m.mineName,
            id: String(m.mineId),
            capacity: m.capacity,
            value: [m.lng, m.lat, m.capacity],
          })),
        },
      ],
    }),
    [mines, colors, t],
  );
  return (
    <DataState
      isPending={outlines.isPending}
      error={outlines.error}
      data={maps}
      onRetry={() => void outlines.refetch()}
    >
      {(registered) => (
        <div className="company-map">
          <EChart
            option={option}
            maps={registered}
            height={320}
            label={t('company.profile.map')}
            onItemClick={({ seriesType, name }) => {
              const mine = seriesType === 'scatter' ? mines.find((m) => m.mineName === name) : undefined;
              if (mine) void navigate(mineHref(mine.mineId));
            }}
          />
        </div>
      )}
    </DataState>
  );
}
