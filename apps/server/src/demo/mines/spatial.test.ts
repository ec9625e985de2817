import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegions, type MineRecord } from '../../modules/mine';
import { coalfieldOf } from './coalfields';
import { generateDataset } from './generate';
import { pearson, type SpatialFigures, spatialFigures } from './spatial';

const REFERENCE = '2025-06-30';

function fieldOf(m: MineRecord): string {
  const regions = loadRegions();
  const prefecture = regions.prefectureByName.get(String(m.mine.prefecture));
  const county = regions.countyInPrefecture.get(`${prefecture?.code}:${String(m.mine.county)}`);
  return county ? coalfieldOf(county.code) : '';
}

/** Issue 33's figures, for the default seed and one more, so no single draw of the fields passes by luck. */
describe.each([{ seed: undefined }, { seed: 5 }])('geology in space (seed $seed)', ({ seed }) => {
  let f: SpatialFigures;
  beforeAll(() => {
    f = spatialFigures(generateDataset({ referenceDate: REFERENCE, seed }).mines, fieldOf);
  });

  it('mines under 5 km apart share a coal rank ≥ 80 % of the time, well above pairs 30–60 km apart', () => {
    expect(f.nearPairs).toBeGreaterThan(100);
    expect(f.rankNear).toBeGreaterThanOrEqual(0.8);
    expect(f.rankNear - f.rankFar).toBeGreaterThanOrEqual(0.25);
  });

  it('the same seam is about as thick in mines under 10 km apart (r ≥ 0.6)', () => {
    expect(f.thicknessPairs).toBeGreaterThan(500);
    expect(f.thicknessR).toBeGreaterThanOrEqual(0.6);
  });

  it('gas grades match near far more often than far', () => {
    expect(f.gasNear).toBeGreaterThanOrEqual(0.75);
    expect(f.gasNear - f.gasFar).toBeGreaterThanOrEqual(0.25);
  });
});

describe('pearson', () => {
  it('is near 1 for pairs that agree and near 0 for unrelated ones, counting each pair both ways', () => {
    expect(pearson([1, 2, 3, 4], [1, 2, 3, 4])).toBeCloseTo(1, 6);
    expect(pearson([1, 2, 3, 4], [1.1, 2.1, 2.9, 4.2])).toBeGreaterThan(0.95);
    expect(Math.abs(pearson([1, 2, 3, 4, 5, 6], [3, 1, 6, 2, 5, 4]))).toBeLessThan(0.5);
  });
});
