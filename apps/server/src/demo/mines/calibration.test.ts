import { beforeAll, describe, expect, it } from 'vitest';
import type { MineRecord } from '../../modules/mine';
import { type Dataset, generateDataset } from './generate';
import { isGovernmentBody, portfolioOf } from './owners';
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

/** The province's raw-coal output by year (Mt), summed over every mine's output record. */
function outputSeries(mines: MineRecord[]): Map<number, number> {
  const series = new Map<number, number>();
  for (const m of mines)
    for (const p of m.children.production ?? [])
      series.set(Number(p.year), (series.get(Number(p.year)) ?? 0) + Number(p.output) / 100);
  return series;
}

describe('the province output series has the shape of DOMAIN.md §2', () => {
  // End-2017 160.6 Mt/a producing, Q3 2020 134.0 Mt/a, 2023 output 131 Mt: high until 2017, cut
  // 2018–2020, then level near 131 Mt.
  it('2023 output is within 10 % of 131 Mt', () => {
    const y2023 = outputSeries(data.mines).get(2023)!;
    expect(y2023).toBeGreaterThan(118);
    expect(y2023).toBeLessThan(144);
  });

  it('output of 2015–2017 stands well above 2021–2023, and the fall ends by 2021', () => {
    const series = outputSeries(data.mines);
    const mean = (years: number[]) => years.reduce((s, y) => s + series.get(y)!, 0) / years.length;
    expect(mean([2015, 2016, 2017])).toBeGreaterThan(1.15 * mean([2021, 2022, 2023]));
    expect(series.get(2017)!).toBeGreaterThan(series.get(2019)!);
    expect(series.get(2019)!).toBeGreaterThan(series.get(2021)!);
    // No second decline after the cut: the recent years stay level.
    for (const year of [2022, 2023, 2024])
      expect(Math.abs(series.get(year)! / series.get(2021)! - 1)).toBeLessThan(0.1);
  });
});

/** Mines by portfolio: the group above a subsidiary, else the holding company itself. */
function portfolios(mines: MineRecord[]): Map<string, MineRecord[]> {
  const out = new Map<string, MineRecord[]>();
  for (const m of mines) {
    const holders = (m.children.shareholders ?? []).map((h) => ({
      name: String(h.name),
      holderType: String(h.holderType),
      percent: Number(h.percent),
    }));
    const key = portfolioOf(String(m.mine.company), holders);
    out.set(key, [...(out.get(key) ?? []), m]);
  }
  return out;
}

describe('owners hold portfolios', () => {
  it('at least five groups hold five mines or more, the largest within DOMAIN.md (Panjiang: 7 mines, 17.3 Mt/a)', () => {
    const groups = [...portfolios(data.mines).values()];
    expect(groups.filter((g) => g.length >= 5).length).toBeGreaterThanOrEqual(5);
    const largest = Math.max(...groups.map((g) => capacity(g)));
    expect(largest).toBeGreaterThanOrEqual(1500);
    expect(largest).toBeLessThanOrEqual(2000);
  });

  it('state groups hold mines in several prefectures; most companies hold one mine, many hold more', () => {
    const spread = [...portfolios(data.mines).values()].filter(
      (g) => g.length >= 5 && new Set(g.map((m) => m.mine.prefecture)).size >= 2,
    );
    expect(spread.length).toBeGreaterThanOrEqual(3);
    const byCompany = new Map<string, number>();
    for (const m of data.mines)
      byCompany.set(String(m.mine.company), (byCompany.get(String(m.mine.company)) ?? 0) + 1);
    const counts = [...byCompany.values()];
    expect(counts.filter((n) => n === 1).length / counts.length).toBeGreaterThan(0.6);
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThan(50);
    expect(byCompany.size).toBeLessThan(0.85 * data.mines.length);
  });

  it('a company is one company on every mine it holds, founded before its licences', () => {
    const seen = new Map<string, string>();
    for (const m of data.mines) {
      const facts = [m.mine.companyCreditCode, m.mine.companyLegalRep, m.mine.companyEstablishedOn].join('|');
      const name = String(m.mine.company);
      expect(seen.get(name) ?? facts, name).toBe(facts);
      seen.set(name, facts);
      for (const l of m.children.licences ?? [])
        expect(String(l.issuedOn) >= String(m.mine.companyEstablishedOn), name).toBe(true);
    }
    expect(new Set([...seen.values()].map((f) => f.split('|')[0])).size).toBe(seen.size);
  });

  it('state shareholdings reach the state through intermediate companies', () => {
    // The look-through share is the product along the chain, so it is below each direct holding.
    const layered = data.mines.filter(
      (m) =>
        isGovernmentBody(String(m.mine.companyController)) &&
        (m.children.shareholders ?? []).every((h) => !isGovernmentBody(String(h.name))),
    );
    expect(layered.length).toBeGreaterThanOrEqual(10);
    const major = (m: MineRecord) =>
      Math.max(...(m.children.shareholders ?? []).map((h) => Number(h.percent)));
    expect(layered.some((m) => Number(m.mine.companyControlShare) < major(m))).toBe(true);
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
