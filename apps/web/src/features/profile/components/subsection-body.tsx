import type { SubsectionData } from '@coal/contracts';
import type { FormatContext } from '../model/format';
import { type SubsectionView, tableRows } from '../model/subsection-view';
import { ChartView } from './renderers/chart-view';
import { DocumentView } from './renderers/document-view';
import { FieldsView } from './renderers/fields-view';
import { SourceNote } from './renderers/source-note';
import { GraphView } from './renderers/graph-view';
import { TableView } from './renderers/table-view';

interface Props {
  title: string;
  view: SubsectionView;
  data: SubsectionData;
  ctx: FormatContext;
  printing: boolean;
  /** Rows of the same entity joined across the section's subsections (for charts). */
  chartRows?: Record<string, unknown>[];
}

/** Picks the one renderer of the subsection's view; data of another kind renders nothing here. */
export function SubsectionBody({ title, view, data, ctx, printing, chartRows }: Props) {
  if (view.renderer === 'fields' && data.kind === 'mine')
    return <FieldsView columns={view.columns} values={data.values} ctx={ctx} />;
  if (view.renderer === 'document' && data.kind === 'document' && data.data)
    return <DocumentView fields={view.fields} data={data.data} ctx={ctx} />;
  if (view.renderer === 'graph' && data.kind === 'graph') return <GraphView graph={data} />;
  if (view.renderer === 'table' && data.kind === 'table') {
    const rows = tableRows(data, view);
    return (
      <>
        {view.chart && <ChartView chart={view.chart} rows={chartRows ?? rows} columns={view.columns} />}
        <TableView title={title} columns={view.columns} rows={rows} ctx={ctx} printing={printing} />
        <SourceNote rows={rows} />
      </>
    );
  }
  return null;
}
