import type { ProductionAnalysis, ProductionChart, ProductionYear } from '@coal/contracts';
import type { ChartTheme } from '@/lib/chart/use-chart-theme';
import type { DrillFilter } from './production-params';

/** What a bar or point stands for, and where the search shows its mines. */
export interface Drill {
  year: number;
  item: string;
  count: number;
  /** Mines in one of the search's list and the figure's mines and not the other. */
  drift: number;
  filter: DrillFilter;
  /** Which of the filter's parts read today's facts (for the note when the lists differ). */
  basis: 'area' | 'status' | 'scale';
}

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  /** Share and change lines read on the right axis, in per cent. */
  percent?: boolean;
  stack?: boolean;
  color?: string;
  values: (number | null)[];
  drill: (year: ProductionYear) => Drill | null;
}

export interface ChartModel {
  chart: ProductionChart;
  unit: string;
  series: ChartSeries[];
}

export interface ChartLabels {
  series: (
    key: 'output' | 'outputChange' | 'capacityChange' | 'capacityShare' | 'mineShare' | 'opened' | 'closed',
  ) => string;
  scale: (scaleClass: string) => string;
  status: (status: string) => string;
  statusColor: (status: string) => string | undefined;
  place: (name: string) => string;
  unit: (unit: 'output' | 'capacity' | 'mines') => string;
}

const SCALES = ['large', 'medium', 'small'] as const;
const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
const round = (value: number) => Math.round(value * 100) / 100;

/** The series of each chart from the server's years, with what each bar or point drills into. */
export function chartModel(
  chart: ProductionChart,
  data: ProductionAnalysis,
  labels: ChartLabels,
  colors: ChartTheme,
): ChartModel {
  const { years } = data;
  const unique = <T>(values: T[]) => [...new Set(values)];
  switch (chart) {
    case 'output':
      return {
        chart,
        unit: labels.unit('output'),
        series: [
          {
            name: labels.series('output'),
            kind: 'bar',
            color: colors.primary,
            values: years.map((y) => round(y.output)),
            drill: (y) => ({
              year: y.year,
              item: labels.series('output'),
              count: y.outputMines,
              drift: y.outputDrift,
              filter: {},
              basis: 'area',
            }),
          },
          {
            name: labels.series('outputChange'),
            kind: 'line',
            percent: true,
            color: colors.warning,
            values: years.map((y) => percent(y.outputChange)),
            drill: () => null,
          },
        ],
      };
    case 'prefecture':
      return {
        chart,
        unit: labels.unit('output'),
        series: unique(years.flatMap((y) => y.byPrefecture.map((p) => p.prefecture))).map((prefecture) => ({
          name: labels.place(prefecture),
          kind: 'bar',
          stack: true,
          values: years.map((y) =>
            round(y.byPrefecture.find((p) => p.prefecture === prefecture)?.output ?? 0),
          ),
          drill: (y) => {
            const cell = y.byPrefecture.find((p) => p.prefecture === prefecture);
            return cell
              ? {
                  year: y.year,
                  item: labels.place(prefecture),
                  count: cell.mines,
                  drift: cell.drift,
                  filter: { prefecture },
                  basis: 'area',
                }
              : null;
          },
        })),
      };
    case 'capacity':
      return {
        chart,
        unit: labels.unit('capacity'),
        series: [
          ...SCALES.map((scaleClass): ChartSeries => ({
            name: labels.scale(scaleClass),
            kind: 'bar',
            stack: true,
            values: years.map((y) =>
              round(y.byScale.find((s) => s.scaleClass === scaleClass)?.capacity ?? 0),
            ),
            drill: (y) => {
              const cell = y.byScale.find((s) => s.scaleClass === scaleClass)!;
              return {
                year: y.year,
                item: labels.scale(scaleClass),
                count: cell.mines,
                drift: cell.drift,
                filter: { scaleClass },
                basis: 'scale',
              };
            },
          })),
          {
            name: labels.series('capacityChange'),
            kind: 'line',
            percent: true,
            color: colors.warning,
            values: years.map((y) => percent(y.capacityChange)),
            drill: () => null,
          },
        ],
      };
    case 'status':
      return {
        chart,
        unit: labels.unit('mines'),
        series: unique(years.flatMap((y) => y.byStatus.map((s) => s.status)))
          .sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
          .map((status) => ({
            name: labels.status(status),
            kind: 'bar',
            stack: true,
            color: labels.statusColor(status),
            values: years.map((y) => y.byStatus.find((s) => s.status === status)?.mines ?? 0),
            drill: (y) => {
              const cell = y.byStatus.find((s) => s.status === status);
              // An undatable status names no search filter.
              return cell && status !== ''
                ? {
                    year: y.year,
                    item: labels.status(status),
                    count: cell.mines,
                    drift: cell.drift,
                    filter: { productionStatus: status },
                    basis: 'status',
                  }
                : null;
            },
          })),
      };
    case 'share': {
      const largeMedium = (y: ProductionYear): Drill => {
        const cells = y.byScale.filter((s) => s.scaleClass !== 'small');
        return {
          year: y.year,
          item: `${labels.scale('large')}、${labels.scale('medium')}`,
          count: cells.reduce((sum, s) => sum + s.mines, 0),
          // The classes' differences added: a mine moved between the two counts twice, so this is at most.
          drift: cells.reduce((sum, s) => sum + s.drift, 0),
          filter: { scaleClass: 'large,medium' },
          basis: 'scale',
        };
      };
      return {
        chart,
        unit: '%',
        series: [
          {
            name: labels.series('capacityShare'),
            kind: 'line',
            percent: true,
            color: colors.primary,
            values: years.map((y) => percent(y.largeMediumCapacityShare)),
            drill: largeMedium,
          },
          {
            name: labels.series('mineShare'),
            kind: 'line',
            percent: true,
            color: colors.success,
            values: years.map((y) => percent(y.largeMediumMineShare)),
            drill: largeMedium,
          },
        ],
      };
    }
    case 'openings':
      return {
        chart,
        unit: labels.unit('mines'),
        series: [
          {
            name: labels.series('opened'),
            kind: 'bar',
            color: colors.success,
            values: years.map((y) => y.opened),
            drill: (y) =>
              y.opened === null
                ? null
                : {
                    year: y.year,
                    item: labels.series('opened'),
                    count: y.opened,
                    drift: y.openedDrift,
                    filter: { productionStatus: '1,6' },
                    basis: 'status',
                  },
          },
          {
            name: labels.series('closed'),
            kind: 'bar',
            color: colors.error,
            values: years.map((y) => y.closed),
            drill: (y) => ({
              year: y.year,
              item: labels.series('closed'),
              count: y.closed,
              drift: y.closedDrift,
              filter: { productionStatus: '5' },
              basis: 'status',
            }),
          },
        ],
      };
  }
}
