import { beforeAll, describe, expect, it } from 'vitest';
import type { MineRecord } from '../record-types';
import { type Dataset, generateDataset } from './generate';
import { datasetViolations, RULES, violations } from './invariants';

const REFERENCE = '2025-06-30';
const ctx = { referenceDate: REFERENCE };
let data: Dataset;

beforeAll(() => {
  data = generateDataset({ referenceDate: REFERENCE });
});

const clone = (m: MineRecord): MineRecord => structuredClone(m);
/** A producing mine with every table and document: the base every broken fixture starts from. */
function producing(): MineRecord {
  const found = data.mines.find(
    (m) =>
      m.mine.productionStatus === '1' &&
      m.documents.hydrogeology &&
      (m.children.production?.length ?? 0) > 2 &&
      (m.children.shareholders?.length ?? 0) > 0,
  );
  if (!found) throw new Error('no complete producing mine');
  return clone(found);
}
const checkOf = (id: number) => RULES.find((r) => r.id === id)!.check;

describe('every generated mine keeps the rules of a believable profile', () => {
  for (const rule of RULES) {
    it(`rule ${rule.id}: ${rule.title}`, () => {
      const found = violations(data.mines, rule.id, ctx);
      expect(found.slice(0, 15), `${found.length} violations`).toEqual([]);
    });
  }
  it('names and texts vary across the province', () => {
    expect(datasetViolations(data.mines)).toEqual([]);
  });
});

describe('each rule catches a deliberately broken record', () => {
  const broken: Record<number, (m: MineRecord) => void> = {
    1: (m) => {
      m.mine.productionStatus = '2';
    },
    2: (m) => {
      const licence = m.children.licences!.find((l) => l.kind === 'mining')!;
      licence.validTo = '2019-01-01';
    },
    3: (m) => {
      const p = m.children.procedures!.find((x) => x.name === '项目核准')!;
      p.approvedOn = '2030-01-01';
      p.authority = '贵州省国土资源厅';
    },
    4: (m) => {
      m.documents.hydrogeology!.maxInflow = m.documents.hydrogeology!.normalInflow! * 4;
    },
    5: (m) => {
      m.documents.resources!.measured = (m.documents.resources!.measured ?? 0) + 500;
    },
    6: (m) => {
      m.documents.productionSummary!.workingFaces = 5;
    },
    7: (m) => {
      m.documents.physicalGeography!.rivers = '清水江水系';
    },
    8: (m) => {
      const code = String(m.mine.companyCreditCode);
      m.mine.companyCreditCode = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    },
    9: (m) => {
      m.children.accidents = [
        {
          occurredOn: '2023-05-01',
          kind: '顶板',
          grade: '3',
          deaths: 12,
          seriousInjuries: 0,
          directLoss: 1500,
          summary: '',
        },
      ];
    },
    10: (m) => {
      m.mine.capacity = 33;
    },
    12: (m) => {
      const history = m.children.capacityChanges!;
      history.at(-1)!.capacity = Number(history.at(-1)!.capacity) + 30;
    },
    11: (m) => {
      m.documents.ventilation!.summary = '矿井采用机械抽出式通风。';
    },
  };
  for (const rule of RULES) {
    it(`rule ${rule.id} fails on a broken record`, () => {
      const record = producing();
      expect(checkOf(rule.id)(record, ctx), 'the unbroken record passes').toEqual([]);
      broken[rule.id]!(record);
      expect(checkOf(rule.id)(record, ctx).length).toBeGreaterThan(0);
    });
  }
  it('rule 9 catches a 复产验收 that ends no 停产整顿', () => {
    const record = producing();
    record.children.supervision = [
      {
        date: '2023-04-01',
        kind: '复产验收',
        authority: null,
        documentNo: null,
        content: null,
        closedOn: null,
      },
    ];
    expect(checkOf(9)(record, ctx).some((v) => v.includes('复产验收'))).toBe(true);
  });
  it('rule 6 catches an appraisal that disagrees with the gas grade', () => {
    const record = producing();
    const gas = record.children.appraisals!.find((a) => a.kind === '瓦斯等级鉴定')!;
    gas.result = gas.result === '低瓦斯矿井' ? '高瓦斯矿井' : '低瓦斯矿井';
    expect(checkOf(6)(record, ctx).some((v) => v.includes('瓦斯等级鉴定'))).toBe(true);
  });
  it('rule 10 catches a capacity history that does not end at the mine capacity', () => {
    const record = producing();
    broken[12]!(record);
    expect(checkOf(10)(record, ctx).some((v) => v.startsWith('capacity history ends'))).toBe(true);
  });
  it('the dataset checks catch uniform names and texts', () => {
    const uniform = data.mines.slice(0, 200).map((m) => {
      const c = clone(m);
      c.mine.name = '鑫隆煤矿';
      c.mine.company = '贵州鑫隆能源有限公司';
      if (c.documents.hydrogeology) c.documents.hydrogeology.summary = '水文地质条件中等。';
      return c;
    });
    const found = datasetViolations(uniform);
    expect(found.some((v) => v.includes('县+乡镇'))).toBe(true);
    expect(found.some((v) => v.includes('name words'))).toBe(true);
    expect(found.some((v) => v.startsWith('hydrogeology'))).toBe(true);
  });
});
