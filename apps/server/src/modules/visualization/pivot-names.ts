import {
  PIVOT_DIMENSIONS,
  PIVOT_MAX_DIMENSIONS,
  PIVOT_MEASURES,
  type PivotDimension,
  type PivotMeasure,
} from '@coal/contracts';
import { BadRequestError } from '../../lib/errors';

const isDimension = (name: string): name is PivotDimension =>
  (PIVOT_DIMENSIONS as readonly string[]).includes(name);
const isMeasure = (name: string): name is PivotMeasure =>
  (PIVOT_MEASURES as readonly string[]).includes(name);

/** The asked rows, columns and measures, checked against the whitelists; the first unknown name is refused by name. */
export function checkedNames(query: { rows?: string[]; cols?: string[]; measures?: string[] }): {
  rows: PivotDimension[];
  cols: PivotDimension[];
  measures: PivotMeasure[];
} {
  const dimensions = (names: string[] = []) =>
    names.map((name) => {
      if (!isDimension(name))
        throw new BadRequestError('visualization.unknownDimension', {
          name,
          allowed: PIVOT_DIMENSIONS.join(', '),
        });
      return name;
    });
  const rows = dimensions(query.rows);
  const cols = dimensions(query.cols);
  const all = [...rows, ...cols];
  if (all.length > PIVOT_MAX_DIMENSIONS)
    throw new BadRequestError('visualization.tooManyDimensions', {
      max: PIVOT_MAX_DIMENSIONS,
      count: all.length,
    });
  const repeated = all.find((name, i) => all.indexOf(name) !== i);
  if (repeated) throw new BadRequestError('visualization.repeatedDimension', { name: repeated });
  const measures = (query.measures?.length ? query.measures : ['count']).map((name) => {
    if (!isMeasure(name))
      throw new BadRequestError('visualization.unknownMeasure', { name, allowed: PIVOT_MEASURES.join(', ') });
    return name;
  });
  return { rows, cols, measures: [...new Set(measures)] };
}
