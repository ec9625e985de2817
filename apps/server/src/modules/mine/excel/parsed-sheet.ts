import type { ChildEntity } from '@coal/contracts';
import type { SheetRows } from './sheet-reader';

/** What a sheet of the template holds: the mine rows, one kind of record, or the documents. */
export type SheetEntity = 'mine' | ChildEntity | 'documents';

/** A sheet (or a CSV file) read into rows, with the entity its name or headers say it holds. */
export interface ParsedSheet extends SheetRows {
  entity: SheetEntity;
  name: string;
}
