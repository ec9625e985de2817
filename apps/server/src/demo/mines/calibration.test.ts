import { beforeAll, describe, expect, it } from 'vitest';
import type { MineRecord } from '../../modules/mine';
import { type Dataset, generateDataset } from './generate';
import { loadTownships } from './place';

/**
 * Province figures against DOMAIN.md §2 (Q3 2020: 257 producing mines with 134.0 Mt/a, 97 under
 * construction with 50.1 Mt/a, 497 halted with 175.6 Mt/a, of 913; March 2018: Liupanshui 37 % of the
 * producing capacity, Guiyang 1.4 %). Bands leave room for a 900-mine sample.
 */
const REFERENCE = '2025-06-30';
let data: Dataset;

beforeAll(() => {
  data = generateDataset({ referenceDate: REFERENCE });
});

const capacity = (mines: MineRecord[]) => mines.reduce((s, m) => s + Number(m.mine.capacity), 0);
const withStatus = (...codes: string[]) =>
  data.mines.filter((m) => codes.includes(String(m.mine.productionStatus)));

/** The figures a province overview shows, closed mines left out of every capacity. */
function provinceFigures(mines: MineRecord[]) {
  const of = (...codes: string[]) => mines.filter((m) => codes.includes(String(m.mine.productionStatus)));
  const producing = of('1');
  const inPrefecture = (p: string) => producing.filter((m) => m.mine.prefecture === p);
  return {
    producingCapacity: capacity(producing),
    producingMines: producing.length,
    producingMean: capacity(producing) / producing.length,
    constructionCapacity: capacity(of('2')),
    haltedCapacity: capacity(of('3', '4')),
    totalCapacity: capacity(mines.filter((m) => m.mine.productionStatus !== '5')),
    liupanshuiCapacityShare: capacity(inPrefecture('六盘水市')) / capacity(producing),
    liupanshuiMineShare: inPrefecture('六盘水市').length / producing.length,
    guiyangCapacityShare: capacity(inPrefecture('贵阳市')) / capacity(producing),
  };
}

describe('province figures follow DOMAIN.md', () => {
  it('producing capacity ≈ 135 Mt/a from mines averaging ≈ 50 × 10⁴ t/a', () => {
    const f = provinceFigures(data.mines);
    expect(f.producingCapacity).toBeGreaterThan(12_000);
    expect(f.producingCapacity).toBeLessThan(15_000);
    expect(f.producingMean).toBeGreaterThan(45);
    expect(f.producingMean).toBeLessThan(60);
  });

  it('construction ≈ 50 Mt/a and halted ≈ 176 Mt/a', () => {
    const f = provinceFigures(data.mines);
    expect(f.constructionCapacity).toBeGreaterThan(4_000);
    expect(f.constructionCapacity).toBeLessThan(6_500);
    expect(f.haltedCapacity).toBeGreaterThan(14_000);
    expect(f.haltedCapacity).toBeLessThan(21_000);
  });

  it('六盘水 holds ≈ 37 % of the producing capacity and ≈ 27 % of the producing mines', () => {
    const f = provinceFigures(data.mines);
    expect(f.liupanshuiCapacityShare).toBeGreaterThan(0.32);
    expect(f.liupanshuiCapacityShare).toBeLessThan(0.42);
    expect(f.liupanshuiMineShare).toBeGreaterThan(0.22);
    expect(f.liupanshuiMineShare).toBeLessThan(0.32);
  });

  it('贵阳 holds ≈ 1.4 % of the producing capacity, and neither 贵阳 nor 黔南 has a large mine', () => {
    expect(provinceFigures(data.mines).guiyangCapacityShare).toBeLessThan(0.03);
    const large = data.mines.filter(
      (m) => ['贵阳市', '黔南州'].includes(String(m.mine.prefecture)) && Number(m.mine.capacity) >= 120,
    );
    expect(large).toEqual([]);
  });

  it('leaves closed mines out of the capacity totals', () => {
    const f = provinceFigures(data.mines);
    const closed = capacity(withStatus('5'));
    expect(closed).toBeGreaterThan(0);
    expect(f.totalCapacity).toBe(capacity(data.mines) - closed);
  });
});

describe('large datasets', () => {
  it('names mine rows exactly as a full run does when asked for the mine rows only', () => {
    const rows = generateDataset({ referenceDate: REFERENCE, minesOnly: true });
    expect(rows.mines.map((m) => m.mine)).toEqual(data.mines.map((m) => m.mine));
    expect(rows.mines.every((m) => !Object.keys(m.children).length && !Object.keys(m.documents).length)).toBe(
      true,
    );
  });

  it('gives 12,000 mines unique codes and names from finite name pools', () => {
    // The mine rows alone: names and codes are settled before a mine's tables (see the test above).
    const big = generateDataset({ referenceDate: REFERENCE, mines: 12_000, seed: 3, minesOnly: true });
    expect(new Set(big.mines.map((m) => m.mine.code)).size).toBe(12_000);
    expect(new Set(big.mines.map((m) => m.mine.name)).size).toBe(12_000);
    // Far more mines than villages: the numbered pits take over without looping.
    const villages = Object.values(loadTownships()).reduce(
      (s, c) => s + c.towns.reduce((t, x) => t + x.villages.length, 0),
      0,
    );
    expect(villages).toBeLessThan(12_000);
    expect(
      big.mines.filter((m) => /煤矿[三四五六七八九十]+井$/.test(String(m.mine.name))).length,
    ).toBeGreaterThan(0);
  });
});
