import type { ChildEntity, MineDocuments } from '@coal/contracts';

/** A cell as stored and compared: dates are YYYY-MM-DD strings, lists are string arrays. */
export type CellValue = string | number | boolean | string[] | null;
export type RowValues = Record<string, CellValue>;

/**
 * One mine with everything about it, in the shape of the import template: `mine` holds the mine-sheet
 * columns (including its company's), `children` the rows of each other sheet. The demo generator, the
 * importer and the exporter all speak this shape.
 */
export interface MineRecord {
  mine: RowValues;
  children: Partial<Record<ChildEntity, RowValues[]>>;
  documents: MineDocuments;
}

export interface OwnershipEdge {
  holderName: string;
  holderType: 'company' | 'person';
  companyName: string;
  percent: number;
}
