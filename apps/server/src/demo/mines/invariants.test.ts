import { beforeAll, describe, expect, it } from 'vitest';
import type { MineRecord } from '../../modules/mine';
import { type Dataset, generateDataset } from './generate';
import { type CheckContext, datasetViolations, RULES, spatialViolations, violations } from './invariants';

const REFERENCE = '2025-06-30';
let data: Dataset;
let ctx: CheckContext;

beforeAll(() => {
  data = generateDataset({ referenceDate: REFERENCE });
  ctx = { referenceDate: REFERENCE, edges: data.edges };
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
const increase = (announcedOn: string) => ({
  announcedOn,
  kind: '核增',
  capacity: 90,
  previousCapacity: 60,
  batch: null,
  documentNo: null,
  issuedBy: null,
});
const penalty = (decidedOn: string, violation = 'x', amount = 1) => ({
  documentNo: 'x',
  decidedOn,
  authority: 'x',
  violation,
  decision: 'x',
  amount,
  paidAmount: amount,
});
const seriousAccident = (occurredOn: string) => ({
  occurredOn,
  kind: '顶板',
  grade: '2',
  deaths: 3,
  seriousInjuries: 0,
  directLoss: 400,
  summary: '',
});

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
    11: (m) => {
      m.documents.ventilation!.summary = '矿井采用机械抽出式通风。';
    },
    12: (m) => {
      m.children.production![0]!.source = null;
    },
    13: (m) => {
      m.children.licences!.find((l) => l.kind === 'mining')!.issuedOn = '1990-01-01';
    },
    14: (m) => {
      m.children.accidents = [seriousAccident('2019-03-01')];
      m.children.penalties = [];
    },
    15: (m) => {
      m.children.assets = [
        { kind: '车辆', name: '井下防爆胶轮车', certificateNo: null, value: 997, acquiredOn: '2019-05-01' },
      ];
    },
  };
  const raiseLastCapacity = (m: MineRecord) => {
    const history = m.children.capacityChanges!;
    history.at(-1)!.capacity = Number(history.at(-1)!.capacity) + 30;
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
    raiseLastCapacity(record);
    expect(checkOf(10)(record, ctx).some((v) => v.startsWith('capacity history ends'))).toBe(true);
  });
  /** A producing mine with a safety licence, smart faces and a 法定代表人变更 before its licence. */
  function withNewFields(): MineRecord {
    const found = data.mines.find(
      (m) =>
        (m.children.smartFaces?.length ?? 0) > 0 &&
        m.children.licences?.some((l) => l.kind === 'safety') &&
        (m.children.licenceCorners?.length ?? 0) >= 4,
    );
    if (!found) throw new Error('no mine with smart faces and both licences');
    return clone(found);
  }
  const failsOn = (rule: number, record: MineRecord, text: string) =>
    expect(checkOf(rule)(record, ctx).filter((v) => v.includes(text))).not.toEqual([]);
  it('rule 2 catches a licence boundary that misses the area, the mine or the zone', () => {
    const base = withNewFields();
    expect(checkOf(2)(base, ctx)).toEqual([]);
    const shrunk = clone(base);
    const corners = shrunk.children.licenceCorners!;
    const mid = (key: 'x' | 'y') => corners.reduce((s, c) => s + Number(c[key]), 0) / corners.length;
    const [cx, cy] = [mid('x'), mid('y')];
    for (const c of corners) {
      c.x = cx + (Number(c.x) - cx) * 0.95;
      c.y = cy + (Number(c.y) - cy) * 0.95;
    }
    failsOn(2, shrunk, 'corners enclose');
    const moved = clone(base);
    for (const c of moved.children.licenceCorners!) c.x = Number(c.x) + 20_000;
    failsOn(2, moved, 'outside its licence boundary');
    const zone = clone(base);
    for (const c of zone.children.licenceCorners!) c.y = Number(c.y) + 1_000_000;
    failsOn(2, zone, '3° zone');
    const three = clone(base);
    three.children.licenceCorners = three.children.licenceCorners!.slice(0, 3);
    failsOn(2, three, 'has 3 corners');
  });
  it('rule 2 catches an open-pit method and a principal who was not the legal representative', () => {
    const record = withNewFields();
    record.children.licences!.find((l) => l.kind === 'mining')!.miningMethod = '露天开采';
    failsOn(2, record, 'licensed for 露天开采');
    const safety = record.children.licences!.find((l) => l.kind === 'safety')!;
    safety.principal = '王某某';
    failsOn(2, record, 'principal 王某某');
  });
  it('rule 2 reads the principal of the issue date from the change records', () => {
    const record = withNewFields();
    const safety = record.children.licences!.find((l) => l.kind === 'safety')!;
    record.children.changes = [
      {
        changedOn: '2099-01-01',
        item: '法定代表人变更',
        before: '赵前任',
        after: String(record.mine.companyLegalRep),
      },
    ];
    failsOn(2, record, 'the legal representative then 赵前任');
    safety.principal = '赵前任';
    expect(checkOf(2)(record, ctx)).toEqual([]);
  });
  it('rule 6 catches smart faces in a halted mine, outside the current faces or before the policy', () => {
    const halted = withNewFields();
    halted.mine.productionStatus = '3';
    failsOn(6, halted, 'status 3 has 智能化 faces');
    const stranger = withNewFields();
    stranger.children.smartFaces![0]!.faceName = '9901工作面';
    stranger.children.smartFaces![0]!.kind = '智能化综采工作面';
    failsOn(6, stranger, 'is not a current face');
    const early = withNewFields();
    early.children.smartFaces![0]!.acceptedOn = '2019-06-01';
    failsOn(6, early, 'accepted 2019-06-01');
  });
  it('rule 3 catches a smart-face acceptance by a body of another date', () => {
    const record = withNewFields();
    record.children.smartFaces![0]!.authority = '贵州省国土资源厅';
    failsOn(3, record, '贵州省国土资源厅 did not exist');
  });
  it('rule 8 catches an actual controller the holdings do not give', () => {
    const record = producing();
    record.mine.companyController = '某某控股有限公司';
    failsOn(8, record, 'actual controller 某某控股有限公司');
    const share = producing();
    share.mine.companyControlShare = 12.5;
    failsOn(8, share, "controller's holding 12.5");
  });
  it('rule 12 catches a source that does not quote its record', () => {
    const record = withNewFields();
    const licence = record.children.licences!.find((l) => l.kind === 'mining')!;
    licence.number = 'C5200002099010000000000';
    failsOn(12, record, 'does not quote C5200002099010000000000');
  });
  /** A halted mine that stated the year it stopped, with a safety licence and output before the halt. */
  function halted(): MineRecord {
    const found = data.mines.find(
      (m) =>
        m.mine.productionStatus === '3' &&
        /\d{4}年起停产/.test(m.documents.productionSummary?.summary ?? '') &&
        m.children.licences?.some((l) => l.kind === 'safety') &&
        (m.children.production?.length ?? 0) > 0,
    );
    if (!found) throw new Error('no halted mine with a safety licence and output');
    return clone(found);
  }
  const haltOf = (m: MineRecord) =>
    Number(/(\d{4})年起停产/.exec(m.documents.productionSummary!.summary)![1]);
  it('rule 13 catches a halted mine granted a safety licence, fined or upgraded after it stopped', () => {
    const base = halted();
    expect(checkOf(13)(base, ctx)).toEqual([]);
    const halt = haltOf(base);
    const licensed = clone(base);
    licensed.children.licences!.find((l) => l.kind === 'safety')!.issuedOn = `${halt}-06-01`;
    failsOn(13, licensed, 'after the halt');
    const fined = clone(base);
    fined.children.penalties = [penalty(`${halt + 2}-03-01`)];
    failsOn(13, fined, 'years after the halt');
    const upgraded = clone(base);
    upgraded.children.capacityChanges = [
      ...(upgraded.children.capacityChanges ?? []),
      increase(`${halt}-05-01`),
    ];
    failsOn(13, upgraded, 'at an idle mine');
    const driving = clone(base);
    driving.documents.productionSummary!.headingFaces = 3;
    failsOn(13, driving, 'drives 3 headings');
  });
  it('rule 13 catches a small design after 2013, output before 竣工验收 and a 核增 after an outburst', () => {
    const small = producing();
    const design = small.children.capacityChanges!.find((c) => c.kind === '设计')!;
    design.announcedOn = '2016-04-01';
    design.capacity = 21;
    failsOn(13, small, 'below the post-2013 floor');
    const early = producing();
    const acceptance = early.children.procedures!.find((p) => p.name === '竣工验收')!;
    early.children.production![0]!.year = Number(String(acceptance.approvedOn).slice(0, 4)) - 1;
    failsOn(13, early, 'before 竣工验收');
    const outburst = producing();
    outburst.children.capacityChanges = [...outburst.children.capacityChanges!, increase('2024-05-01')];
    outburst.children.accidents = [{ ...seriousAccident('2023-02-01'), kind: '煤与瓦斯突出' }];
    failsOn(13, outburst, 'after an outburst');
  });
  it('rule 14 catches a 防突 violation at a mine that is not an outburst mine', () => {
    const record = producing();
    record.mine.gasGrade = '1';
    record.children.penalties = [penalty('2022-03-01', '未按规定开展防突措施效果检验')];
    failsOn(14, record, 'without 煤与瓦斯突出');
  });
  it('rule 14 accepts a serious accident followed by a penalty, and one too recent to have one yet', () => {
    const record = producing();
    record.children.accidents = [seriousAccident('2019-03-01'), seriousAccident('2024-12-01')];
    record.children.penalties = [penalty('2019-09-01', 'x', 80)];
    expect(checkOf(14)(record, ctx)).toEqual([]);
    record.children.penalties = [];
    failsOn(14, record, 'accident on 2019-03-01 with no penalty');
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
  it('rule 4 catches more water per tonne than the wettest karst gives', () => {
    const record = producing();
    const h = record.documents.hydrogeology!;
    h.normalInflow = Math.round((Number(record.mine.capacity) * 10_000 * 15) / 8760);
    h.maxInflow = h.normalInflow * 1.5;
    failsOn(4, record, 'm³ per tonne');
  });
  it('rule 5 catches seams outside the coalfield numbering, out of order, or of another rank', () => {
    const foreign = producing();
    foreign.children.seams![0]!.seamNo = '99';
    failsOn(5, foreign, 'not in the');
    const swapped = producing();
    swapped.children.seams!.reverse();
    failsOn(5, swapped, 'top down');
    const rank = producing();
    rank.children.quality![0]!.coalRank = rank.mine.coalRank === 'FM' ? 'QM' : 'FM';
    failsOn(5, rank, 'quality of seam');
    const stranger = producing();
    stranger.mine.coalRank = 'XX';
    failsOn(5, stranger, 'rank XX not found');
  });
  it('rule 6 catches gas drainage above the emission', () => {
    const record = data.mines.find((m) => typeof m.documents.gasPrevention?.drainageVolume === 'number');
    if (!record) throw new Error('no mine drains gas');
    const broken = clone(record);
    expect(checkOf(6)(broken, ctx).filter((v) => v.startsWith('gas drained'))).toEqual([]);
    broken.documents.gasPrevention!.drainageVolume = 1_000_000;
    failsOn(6, broken, 'gas drained');
  });
  it('the dataset keeps its geology coherent in space and its water in Guizhou magnitudes', () => {
    expect(spatialViolations(data.mines)).toEqual([]);
  });
  it('the spatial checks catch geology drawn mine by mine and inflows in the thousands', () => {
    // Rank, gas grade and seam thicknesses handed round at random: the fields are gone, the mix stays.
    const shuffled = data.mines.map(clone);
    const draw = (k: number) => (k * 7919 + 13) % shuffled.length;
    for (const [k, m] of shuffled.entries()) {
      const other = data.mines[draw(k)]!;
      m.mine.coalRank = other.mine.coalRank ?? null;
      m.mine.gasGrade = other.mine.gasGrade ?? null;
      const thickness = (other.children.seams ?? []).map((s) => s.thicknessAvg);
      for (const [i, seam] of (m.children.seams ?? []).entries())
        seam.thicknessAvg = thickness[i % Math.max(1, thickness.length)] ?? 1;
      if (m.documents.hydrogeology) m.documents.hydrogeology.normalInflow = 900;
    }
    const found = spatialViolations(shuffled);
    for (const text of [
      'share a rank',
      'gas grade agreement',
      'seam thickness',
      'median normal inflow',
      'over 600',
    ])
      expect(
        found.some((v) => v.includes(text)),
        text,
      ).toBe(true);
  });
});
