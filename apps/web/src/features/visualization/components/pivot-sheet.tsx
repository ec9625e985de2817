import {
  EXTRA_FIELD,
  PivotSheet,
  S2Event,
  type S2DataConfig,
  type S2Options,
  setLang,
  type ViewMeta,
} from '@antv/s2';
import type { PivotDimension, PivotMeasure, PivotResult } from '@coal/contracts';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/format-number';

export interface PivotSheetProps {
  result: PivotResult;
  sort?: PivotMeasure;
  language: string;
  label: string;
  height: number;
  valueLabel: (dimension: PivotDimension, value: string) => string;
  measureLabel: (measure: PivotMeasure) => string;
  dimensionLabel: (dimension: PivotDimension) => string;
  totalLabels: { total: string; subTotal: string };
  /** A data cell was clicked: the dimension values of the group it sums (fewer for totals). */
  onDrill: (keys: Partial<Record<PivotDimension, string>>) => void;
}

const isDark = (background: string) => {
  const hex = background.replace('#', '');
  if (hex.length < 6) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
};

/** The AntV S2 pivot drawn on a canvas, with subtotals and totals; it loads with the page's table only. */
export function PivotSheetView({
  result,
  sort,
  language,
  label,
  height,
  valueLabel,
  measureLabel,
  dimensionLabel,
  totalLabels,
  onDrill,
}: PivotSheetProps) {
  const box = useRef<HTMLDivElement>(null);
  const drill = useRef(onDrill);
  useEffect(() => {
    drill.current = onDrill;
  }, [onDrill]);
  const { token } = theme.useToken();
  const dark = isDark(token.colorBgContainer);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    setLang(language === 'en-US' ? 'en_US' : 'zh_CN');
    const dimensions = [...result.rows, ...result.cols];
    const dataCfg: S2DataConfig = {
      fields: { rows: result.rows, columns: result.cols, values: result.measures, valueInCols: true },
      meta: [
        ...dimensions.map((field) => ({
          field,
          name: dimensionLabel(field),
          formatter: (value: unknown) => valueLabel(field, typeof value === 'string' ? value : ''),
        })),
        ...result.measures.map((field) => ({
          field,
          name: measureLabel(field),
          formatter: (value: unknown) =>
            typeof value === 'number' ? formatNumber(value, language, field === 'count' ? 0 : 2) : '',
        })),
      ],
      data: result.cells.map((cell) => ({ ...cell.keys, ...cell.values })),
      // Rows by the chosen measure, else every dimension in its natural order (as the server sends it).
      sortParams: [
        ...(sort
          ? result.rows.map((field) => ({
              sortFieldId: field,
              sortByMeasure: sort,
              sortMethod: 'desc' as const,
            }))
          : result.rows.map((field) => ({ sortFieldId: field, sortBy: result.order[field] ?? [] }))),
        ...result.cols.map((field) => ({ sortFieldId: field, sortBy: result.order[field] ?? [] })),
      ],
    };
    const totals = (dims: PivotDimension[]) => ({
      // Without a dimension the measure column is the total already.
      showGrandTotals: dims.length > 0,
      showSubTotals: dims.length > 1,
      subTotalsDimensions: dims.slice(0, -1),
      calcGrandTotals: { aggregation: 'SUM' as const },
      calcSubTotals: { aggregation: 'SUM' as const },
      grandTotalsLabel: totalLabels.total,
      subTotalsLabel: totalLabels.subTotal,
    });
    const options: S2Options = {
      width: container.clientWidth,
      height,
      totals: { row: totals(result.rows), col: totals(result.cols) },
      interaction: { hoverHighlight: true, selectedCellsSpotlight: false },
      // Wide enough for a measure's name with its unit (核定产能（万吨/年）).
      style: { dataCell: { height: 32 }, colCell: { width: 132 } },
    };
    const s2 = new PivotSheet(container, dataCfg, options);
    s2.setThemeCfg({ name: dark ? 'dark' : 'default' });
    s2.on(S2Event.DATA_CELL_CLICK, (event) => {
      const meta = s2.getCell(event.target)?.getMeta() as ViewMeta | undefined;
      if (!meta) return;
      const keys: Partial<Record<PivotDimension, string>> = {};
      for (const [field, value] of Object.entries({ ...meta.rowQuery, ...meta.colQuery })) {
        if (field !== EXTRA_FIELD && dimensions.includes(field as PivotDimension))
          keys[field as PivotDimension] = String(value);
      }
      drill.current(keys);
    });
    void s2.render();
    const resize = new ResizeObserver(() => {
      s2.changeSheetSize(container.clientWidth, height);
      void s2.render(false);
    });
    resize.observe(container);
    return () => {
      resize.disconnect();
      s2.destroy();
    };
  }, [result, sort, language, height, dark, valueLabel, measureLabel, dimensionLabel, totalLabels]);

  return <div ref={box} role="img" aria-label={label} className="pivot-sheet" data-testid="pivot-sheet" />;
}
