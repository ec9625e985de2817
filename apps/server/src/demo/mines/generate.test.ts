import { createHash } from 'node:crypto';
import {
  childEntityColumns,
  documentSchemas,
  gradeAccident,
  gradeAsh,
  gradeSulfur,
  SUBSECTIONS,
  type DocumentSubsection,
} from '@coal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegions, type MineRecord, pointInCounty } from '../../modules/mine';
import { type Dataset, generateDataset } from './generate';

const REFERENCE = '2025-06-30';
const SCALES = [6, 9, 15, 21, 30, 45, 60, 90, 120, 150, 180, 240, 300, 400];
let data: Dataset;
const share = (pred: (m: MineRecord) => boolean) => data.mines.filter(pred).length / data.mines.length;
const hash = (d: Dataset) => createHash('sha256').update(JSON.stringify(d)).digest('hex');

beforeAll(() => {
  data = generateDataset({ referenceDate: REFERENCE });
});

describe('demo dataset generator', () => {
  it('is deterministic: same seed → identical bytes, another seed → different data', () => {
    expect(hash(generateDataset({ referenceDate: REFERENCE }))).toBe(hash(data));
    expect(hash(generateDataset({ referenceDate: REFERENCE, seed: 7 }))).not.toBe(hash(data));
    expect(data.mines).toHaveLength(900);
  });

  it('puts every mine inside its county, with unique codes and names', () => {
    const regions = loadRegions();
    for (const { mine } of data.mines) {
      const prefecture = regions.prefectureByName.get(String(mine.prefecture));
      const county = regions.countyInPrefecture.get(`${prefecture?.code}:${String(mine.county)}`);
      expect(county, `${String(mine.code)} county`).toBeDefined();
      expect(pointInCounty(county!, Number(mine.lng), Number(mine.lat)), `${String(mine.code)} inside`).toBe(
        true,
      );
      expect(String(mine.code)).toMatch(new RegExp(`^GZ${county!.code}\\d{4}$`));
    }
    expect(new Set(data.mines.map((m) => m.mine.code)).size).toBe(900);
    expect(new Set(data.mines.map((m) => m.mine.name)).size).toBe(900);
  });

  it('follows the 2020 status mix and the regional pattern', () => {
    const status = (...codes: string[]) => share((m) => codes.includes(String(m.mine.productionStatus)));
    expect(status('1')).toBeGreaterThan(0.24);
    expect(status('1')).toBeLessThan(0.32);
    expect(status('2', '6')).toBeGreaterThan(0.08);
    expect(status('2', '6')).toBeLessThan(0.14);
    expect(status('5')).toBeGreaterThan(0.04);
    expect(status('5')).toBeLessThan(0.1);
    expect(status('3', '4')).toBeGreaterThan(0.48);
    expect(status('3', '4')).toBeLessThan(0.6);
    const west = share((m) =>
      ['毕节市', '六盘水市', '黔西南州', '遵义市'].includes(String(m.mine.prefecture)),
    );
    expect(west).toBeGreaterThan(0.7);
    const eastProducing = data.mines.filter(
      (m) => ['黔东南州', '铜仁市'].includes(String(m.mine.prefecture)) && m.mine.productionStatus === '1',
    );
    expect(eastProducing).toHaveLength(0);
    const gassy = share((m) => m.mine.gasGrade === '2' || m.mine.gasGrade === '3');
    expect(gassy).toBeGreaterThan(0.6);
    expect(gassy).toBeLessThan(0.74);
    for (const { mine } of data.mines) expect(SCALES).toContain(mine.capacity);
    // Anthracite dominates Zhina (Bijie); Liupanshui is mostly bituminous/coking coal.
    const rankShare = (prefecture: string, rank: string) => {
      const group = data.mines.filter((m) => m.mine.prefecture === prefecture);
      return group.filter((m) => m.mine.coalRank === rank).length / group.length;
    };
    expect(rankShare('毕节市', 'WY')).toBeGreaterThan(0.6);
    expect(rankShare('六盘水市', 'WY')).toBeLessThan(0.25);
  });

  it('writes licences, seams, quality, accidents and holdings that obey the rules', () => {
    const safetyDays: number[] = [];
    for (const { mine, children } of data.mines) {
      for (const licence of children.licences ?? []) {
        if (licence.kind === 'mining') expect(String(licence.number)).toMatch(/^C520000\d{16}$/);
        if (licence.kind === 'safety') {
          const days =
            (Date.parse(String(licence.validTo)) - Date.parse(String(licence.validFrom))) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(1093);
          expect(days).toBeLessThanOrEqual(1095);
          safetyDays.push((Date.parse(String(licence.validTo)) - Date.parse(REFERENCE)) / 86_400_000);
        }
      }
      for (const seam of children.seams ?? []) {
        expect(seam.thicknessAvg).toBeGreaterThan(0);
        expect(Number(seam.thicknessMin)).toBeLessThanOrEqual(Number(seam.thicknessAvg));
        expect(Number(seam.dip)).toBeLessThanOrEqual(50);
      }
      for (const q of children.quality ?? []) {
        expect(q.ashGrade).toBe(gradeAsh(Number(q.ad)));
        expect(q.sulfurGrade).toBe(gradeSulfur(Number(q.std)));
        if (mine.coalRank === 'WY') expect(Number(q.vdaf)).toBeLessThanOrEqual(10);
      }
      for (const a of children.accidents ?? []) {
        expect(a.grade).toBe(
          gradeAccident(Number(a.deaths), Number(a.seriousInjuries), Number(a.directLoss)),
        );
      }
      for (const p of children.production ?? []) {
        expect(Number(p.year)).toBeGreaterThanOrEqual(2014);
        expect(Number(p.year)).toBeLessThanOrEqual(2024);
      }
      const holders = children.shareholders ?? [];
      if (holders.length) expect(holders.reduce((s, h) => s + Number(h.percent), 0)).toBeCloseTo(100, 1);
      if (mine.gasGrade === '1') {
        for (const g of children.gas ?? []) expect(Number(g.relativeEmission)).toBeLessThanOrEqual(10);
      }
    }
    expect(safetyDays.filter((d) => d < 0).length).toBeGreaterThan(10);
    expect(safetyDays.filter((d) => d > 0 && d <= 90).length).toBeGreaterThan(10);
    const accidents = data.mines.flatMap((m) => m.children.accidents ?? []);
    expect(accidents.length).toBeGreaterThan(10);
    expect(accidents.filter((a) => a.grade === '1').length / accidents.length).toBeGreaterThan(0.6);
    expect(data.mines.filter((m) => m.children.dishonest?.length).length).toBeGreaterThan(3);
    expect(data.mines.filter((m) => m.children.auctions?.length).length).toBeGreaterThan(3);
  });

  it('fills every subsection for most mines and leaves a few mines empty', () => {
    const sparse = data.mines.filter((m) => !m.children.seams);
    expect(sparse.length).toBeGreaterThanOrEqual(5);
    expect(sparse.length).toBeLessThan(50);
    for (const m of sparse) {
      expect(Object.keys(m.children)).toHaveLength(0);
      expect(Object.keys(m.documents)).toHaveLength(0);
    }
    const rare = new Set([
      'accidents',
      'dishonest',
      'auctions',
      'mergerSteps',
      'safetyLicence',
      'supervision',
      // Only producing mines with fully mechanised longwalls have them.
      'smartFaces',
    ]);
    for (const sub of SUBSECTIONS) {
      const kind = sub.source.kind;
      if (kind === 'mine' || kind === 'graph' || kind === 'risk' || rare.has(sub.id)) continue;
      const source = sub.source;
      // Mines still being built, or halted while being built, have no output yet.
      const produced = (m: MineRecord) =>
        sub.id !== 'productionRecords' || ['1', '3', '5', '6'].includes(String(m.mine.productionStatus));
      const pool = data.mines.filter((m) => m.children.seams && produced(m));
      const filled =
        pool.filter((m) =>
          source.kind === 'document'
            ? m.documents[source.document] !== undefined
            : (m.children[source.entity] ?? []).some(
                (row) => !source.filter || row[source.filter.column] === source.filter.value,
              ),
        ).length / pool.length;
      // Not every mine has been fined; every mine has the rest.
      expect(filled, sub.id).toBeGreaterThan(sub.id === 'penalties' ? 0.6 : 0.9);
    }
  });

  it('produces rows and documents that match their contracts', () => {
    for (const { children, documents } of data.mines.slice(0, 200)) {
      for (const [entity, rows] of Object.entries(children)) {
        const keys = childEntityColumns[entity as keyof typeof childEntityColumns].map((c) => c.key).sort();
        for (const row of rows ?? []) expect(Object.keys(row).sort()).toEqual(keys);
      }
      for (const [id, doc] of Object.entries(documents)) {
        expect(documentSchemas[id as DocumentSubsection].safeParse(doc).success, id).toBe(true);
      }
    }
  });
});
