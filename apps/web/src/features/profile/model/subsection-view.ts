import {
  SOURCE_COLUMN,
  childEntityColumns,
  type ColumnDef,
  type MineSection,
  mineColumns,
  type SubsectionData,
  type SubsectionDef,
  documentFields,
  type FieldLabel,
} from '@coal/contracts';

/** How a registry entry is drawn: one renderer per source kind. */
export type SubsectionView =
  | { renderer: 'fields'; columns: ColumnDef[] }
  | { renderer: 'document'; fields: [string, FieldLabel][] }
  | {
      renderer: 'table';
      columns: ColumnDef[];
      chart?: 'productionByYear' | 'qualityBySeam';
      filter?: { column: string; value: string };
    }
  | { renderer: 'graph' }
  /** Drawn by the page from the risk model (the profile route passes the risk feature's section). */
  | { renderer: 'risk' };

const pick = (columns: readonly ColumnDef[], keys: readonly string[]): ColumnDef[] =>
  keys.flatMap((key) => columns.filter((col) => col.key === key));

export function viewOf(def: SubsectionDef): SubsectionView {
  const { source } = def;
  switch (source.kind) {
    case 'mine':
      return { renderer: 'fields', columns: pick(mineColumns, source.fields) };
    case 'document':
      return { renderer: 'document', fields: documentFields(source.document) };
    case 'table': {
      const all = childEntityColumns[source.entity];
      // The source note shows under the table, not as a column of it.
      const columns = source.columns
        ? pick(all, source.columns)
        : all.filter((col) => col.key !== source.filter?.column && col.key !== SOURCE_COLUMN.key);
      return {
        renderer: 'table',
        columns,
        ...(source.chart ? { chart: source.chart } : {}),
        ...(source.filter ? { filter: source.filter } : {}),
      };
    }
    case 'graph':
      return { renderer: 'graph' };
    case 'risk':
      return { renderer: 'risk' };
  }
}

/** Dictionary types a view shows, so a section can load them together. */
export function dictTypesOf(view: SubsectionView): string[] {
  if (view.renderer !== 'fields' && view.renderer !== 'table') return [];
  return view.columns.flatMap((col) => (col.type === 'dict' && col.dict ? [col.dict] : []));
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Rows of a table subsection, narrowed by the registry's filter when the rows carry that column. */
export function tableRows(
  data: Extract<SubsectionData, { kind: 'table' }>,
  view: Extract<SubsectionView, { renderer: 'table' }>,
) {
  const { filter } = view;
  if (!filter) return data.rows;
  return data.rows.filter((row) => !(filter.column in row) || String(row[filter.column]) === filter.value);
}

/** The distinct source notes of a table's rows, in row order. */
export function distinctSources(rows: readonly Record<string, unknown>[]): string[] {
  const notes = rows
    .map((row) => row[SOURCE_COLUMN.key])
    .filter((note): note is string => typeof note === 'string' && note.trim() !== '');
  return [...new Set(notes)];
}

/** True when a subsection has nothing to show: it then says 暂无数据 instead of vanishing. */
export function isEmptySubsection(data: SubsectionData | undefined, view: SubsectionView): boolean {
  if (!data) return true;
  switch (data.kind) {
    case 'mine':
      return view.renderer === 'fields' ? view.columns.every((col) => blank(data.values[col.key])) : true;
    case 'table':
      return view.renderer === 'table' ? tableRows(data, view).length === 0 : data.rows.length === 0;
    case 'document':
      return data.data === null || Object.values(data.data).every(blank);
    case 'graph':
      return data.edges.length === 0;
    case 'risk':
      return false;
  }
}

/** One subsection's data out of a section response; a kind that does not match the registry counts as missing. */
export function subsectionData(
  section: MineSection | undefined,
  def: SubsectionDef,
): SubsectionData | undefined {
  const data = section?.subsections[def.id];
  if (!data) return undefined;
  const expected = def.source.kind === 'mine' ? 'mine' : def.source.kind;
  return data.kind === expected ? data : undefined;
}
