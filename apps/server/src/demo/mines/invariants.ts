import {
  type CellValue,
  type County,
  loadRegions,
  type MineRecord,
  type OwnershipEdge,
  type RowValues,
} from '../../modules/mine';
import { knownBody, UNIFIED_PROPERTY_CERT_YEAR } from './authorities';
import { type Coalfield, SEAM_TABLES } from '@coal/contracts';
import { coalfieldOf, RANKS_BY_FIELD } from './coalfields';
import { validCreditCode } from './company';
import { controllerOf } from './controller';
import { inRing, ringArea, toGaussKruger, zoneOf } from './gauss-kruger';
import { legalRepOn } from './licences';
import { seamOfFace, SMART_FROM } from './smart-faces';
import { assetValuesByKind, enforcementFollows, timeRunsOneWay } from './policy-invariants';
import { REFERENCE_COLUMN } from './sources';
import { spatialFigures } from './spatial';
import { countyRivers, countyStructures, countyTerrain, DIP_RANGE, loadTownships } from './place';

/**
 * The rules a believable mine profile obeys (issue 12), one checker per rule. Each returns the
 * violations it finds in one mine, as readable sentences; an empty list means the mine passes.
 */
export interface CheckContext {
  referenceDate: string;
  /** The dataset's ownership edges above the mines' companies (for the actual controller). */
  edges?: readonly OwnershipEdge[];
}
export type Checker = (record: MineRecord, ctx: CheckContext) => string[];

const str = (v: CellValue | undefined): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);
const yearOf = (date: string) => Number(date.slice(0, 4));
const rows = (record: MineRecord, entity: keyof MineRecord['children']): RowValues[] =>
  record.children[entity] ?? [];
const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

export const OPERATING = new Set(['1', '6']);
/** Phrases that only an operating mine can state about itself today. */
export const CURRENT_TENSE = ['已建成并通过验收', '应急预案已备案', '组织生产', '正常生产'];
export const PROCEDURE_ORDER = ['项目核准', '初步设计批复', '安全设施设计审查', '竣工验收'] as const;

function countyOf(record: MineRecord): County | undefined {
  const regions = loadRegions();
  const prefecture = regions.prefectureByName.get(str(record.mine.prefecture));
  return regions.countyInPrefecture.get(`${prefecture?.code}:${str(record.mine.county)}`);
}

function procedure(record: MineRecord, name: string): RowValues | undefined {
  return rows(record, 'procedures').find((p) => p.name === name && p.status === '已办理');
}

function acceptanceDate(record: MineRecord): string | null {
  return str(procedure(record, '竣工验收')?.approvedOn) || null;
}

function miningLicences(record: MineRecord) {
  return rows(record, 'licences').filter((l) => l.kind === 'mining');
}

/** Scale by capacity (10⁴ t/a): large ≥120, medium 45–120, small <45. */
export function scaleOf(capacity: number): 'small' | 'medium' | 'large' {
  return capacity >= 120 ? 'large' : capacity >= 45 ? 'medium' : 'small';
}
export const MAX_LICENCE_YEARS = { small: 10, medium: 20, large: 30 } as const;

// 1. Status gates everything.
const statusGates: Checker = (record, { referenceDate }) => {
  const out: string[] = [];
  const status = str(record.mine.productionStatus);
  const production = rows(record, 'production');
  const d = record.documents;
  const operating = OPERATING.has(status);
  if ((status === '2' || status === '4') && production.length)
    out.push(`status ${status} has ${production.length} output records`);
  if (status === '6' && production.some((p) => num(p.year) < yearOf(referenceDate) - 2))
    out.push('trial-run mine has output older than two years');
  if (d.operationsOverview && !operating && (d.operationsOverview.sales ?? 0) > 0)
    out.push(`status ${status} sells coal`);
  if (d.productionSummary && !operating && (d.productionSummary.workingFaces ?? 0) > 0)
    out.push(`status ${status} has working faces`);
  if (d.miningDynamics && !operating && d.miningDynamics.currentFaces.length)
    out.push(`status ${status} lists current faces`);
  if (
    (status === '2' || status === '4') &&
    d.miningDynamics &&
    !/形象进度\s*\d+\s*%/.test(d.miningDynamics.summary)
  )
    out.push('mine under construction states no construction progress');
  if (status === '5' && Object.keys(record.children).length) {
    if (!rows(record, 'files').some((f) => str(f.title).includes('关闭')))
      out.push('cancelled mine has no closure record');
    for (const l of rows(record, 'licences'))
      if (str(l.validTo) >= referenceDate) out.push(`cancelled mine's ${str(l.kind)} licence still valid`);
  }
  if (!operating) {
    const texts = Object.values(d).flatMap((doc) =>
      Object.values(doc as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
    );
    for (const phrase of CURRENT_TENSE)
      if (texts.some((t) => t.includes(phrase))) out.push(`status ${status} text says "${phrase}"`);
  }
  return out;
};

// 2. Licences.
const licences: Checker = (record, { referenceDate }) => {
  const out: string[] = [];
  const status = str(record.mine.productionStatus);
  const mining = miningLicences(record);
  if (!Object.keys(record.children).length) return out;
  if (
    OPERATING.has(status) &&
    !mining.some((l) => str(l.validFrom) <= referenceDate && str(l.validTo) >= referenceDate)
  )
    out.push(`status ${status} without a valid mining licence`);
  const lastValid = mining.reduce((m, l) => (str(l.validTo) > m ? str(l.validTo) : m), '');
  for (const p of rows(record, 'production'))
    if (lastValid && num(p.year) > yearOf(lastValid))
      out.push(`output in ${num(p.year)} after the licence lapsed`);
  for (const l of mining) {
    const years = (Date.parse(str(l.validTo)) - Date.parse(str(l.validFrom))) / (365.25 * 86_400_000);
    const limit = MAX_LICENCE_YEARS[scaleOf(num(l.capacity))];
    if (years > limit + 0.01) out.push(`mining licence term ${years.toFixed(1)} a exceeds ${limit} a`);
    const top = num(l.elevationTop);
    const bottom = num(l.elevationBottom);
    for (const level of record.documents.developmentWorks?.levels ?? []) {
      const m = /([+-]?\d+)\s*m/.exec(level);
      const z = m ? Number(m[1]) : NaN;
      if (!(z <= top && z >= bottom)) out.push(`level ${level} outside licensed ${bottom}–${top} m`);
    }
    const ground = record.documents.physicalGeography?.elevationMax;
    if (typeof ground === 'number' && top > ground)
      out.push(`licence top ${top} m above the ground (${ground} m)`);
  }
  const acceptance = acceptanceDate(record);
  for (const l of rows(record, 'licences').filter((x) => x.kind === 'safety')) {
    if (!acceptance) out.push('safety licence without 竣工验收');
    else if (str(l.issuedOn) < acceptance)
      out.push(`safety licence ${str(l.issuedOn)} before 竣工验收 ${acceptance}`);
    const rep = legalRepOn(str(l.issuedOn), rows(record, 'changes'), str(record.mine.companyLegalRep));
    if (str(l.principal) !== rep)
      out.push(
        `safety licence principal ${str(l.principal) || '(none)'}, the legal representative then ${rep}`,
      );
  }
  out.push(...boundaryViolations(record));
  return out;
};

/**
 * The mining licence's method and boundary: underground working for a mine opened by shafts or adits;
 * at least four corners, numbered in order, in the 3° zone of the mine's longitude, enclosing the
 * mine's point and the licensed area (within 1 %).
 */
export function boundaryViolations(record: MineRecord): string[] {
  const out: string[] = [];
  const corners = rows(record, 'licenceCorners');
  const mining = miningLicences(record);
  const numbers = new Set(mining.map((l) => str(l.number)));
  for (const c of corners)
    if (!numbers.has(str(c.licenceNo))) out.push(`corner of ${str(c.licenceNo)}, not a mining licence here`);
  const lat = num(record.mine.lat);
  const lng = num(record.mine.lng);
  for (const l of mining) {
    if (record.documents.developmentWorks && str(l.miningMethod) !== '地下开采')
      out.push(
        `mine opened by ${record.documents.developmentWorks.method} licensed for ${str(l.miningMethod) || '(no method)'}`,
      );
    const ring = corners
      .filter((c) => c.licenceNo === l.number)
      .sort((a, b) => num(a.pointNo) - num(b.pointNo));
    if (ring.length < 4) {
      out.push(`mining licence ${str(l.number)} has ${ring.length} corners`);
      continue;
    }
    if (ring.some((c, i) => num(c.pointNo) !== i + 1)) out.push('corner numbers not 1…n');
    const points = ring.map((c) => ({ x: num(c.x), y: num(c.y) }));
    const zone = zoneOf(lng);
    if (points.some((p) => Math.floor(p.y / 1_000_000) !== zone))
      out.push(`corners outside 3° zone ${zone} of the mine`);
    const area = ringArea(points) / 1e6;
    if (!near(area, num(l.area), num(l.area) * 0.01))
      out.push(`corners enclose ${area.toFixed(3)} km², the licence ${num(l.area)} km²`);
    const here = toGaussKruger(lat, lng, zone);
    if (!inRing(points, here.x, here.y)) out.push('the mine lies outside its licence boundary');
  }
  return out;
}

// 3. Approvals in legal order, by the authority of their date.
const approvals: Checker = (record) => {
  const out: string[] = [];
  const procs = rows(record, 'procedures');
  let previous = '';
  let gap = false;
  for (const name of PROCEDURE_ORDER) {
    const p = procs.find((x) => x.name === name);
    if (!p) continue;
    const done = p.status === '已办理';
    if (done && gap) out.push(`${name} done before an earlier step`);
    if (!done) gap = true;
    const date = str(p.approvedOn);
    if (done && date < previous) out.push(`${name} ${date} before the step ahead of it (${previous})`);
    if (done) previous = date;
  }
  const acceptance = acceptanceDate(record);
  const capacity = num(record.mine.capacity);
  for (const p of rows(record, 'production')) {
    const full = num(p.output) >= 0.6 * (num(p.capacity) || capacity);
    if (full && (!acceptance || num(p.year) < yearOf(acceptance)))
      out.push(`full output in ${num(p.year)} before 竣工验收 ${acceptance ?? '(none)'}`);
  }
  const dated: [string, string, string][] = [
    ...procs.map((p) => [str(p.authority), str(p.approvedOn), str(p.docNo)] as [string, string, string]),
    ...rows(record, 'files').map(
      (f) => [str(f.issuedBy), str(f.issuedOn), str(f.docNo)] as [string, string, string],
    ),
    ...rows(record, 'penalties').map(
      (p) => [str(p.authority), str(p.decidedOn), str(p.documentNo)] as [string, string, string],
    ),
    ...rows(record, 'licences').map(
      (l) => [str(l.authority), str(l.issuedOn), ''] as [string, string, string],
    ),
    ...rows(record, 'supervision').map(
      (v) => [str(v.authority), str(v.date), str(v.documentNo)] as [string, string, string],
    ),
    ...rows(record, 'appraisals').map(
      (a) => [str(a.authority), `${num(a.year)}-12-31`, str(a.documentNo)] as [string, string, string],
    ),
    ...rows(record, 'capacityChanges').map(
      (c) => [str(c.issuedBy), str(c.announcedOn), str(c.documentNo)] as [string, string, string],
    ),
    ...rows(record, 'smartFaces').map(
      (f) => [str(f.authority), str(f.acceptedOn), str(f.documentNo)] as [string, string, string],
    ),
  ];
  for (const [body, date, docNo] of dated) {
    if (!date) continue;
    const known = knownBody(body);
    if (!known) continue;
    if (date < known.from || (known.to && date >= known.to)) out.push(`${body} did not exist on ${date}`);
    if (docNo && !docNo.startsWith(known.prefix) && !docNo.startsWith(`（${known.prefix.slice(0, 1)}）`))
      out.push(`${docNo} does not carry ${body}'s prefix ${known.prefix}`);
  }
  for (const a of rows(record, 'assets')) {
    const cert = str(a.certificateNo);
    if (cert.includes('不动产权') && yearOf(str(a.acquiredOn)) < UNIFIED_PROPERTY_CERT_YEAR)
      out.push(`不动产权证书 dated ${str(a.acquiredOn)}`);
  }
  return out;
};

// 4. Hydrogeology.
/** Water pumped per tonne of capacity that Guizhou's wettest karst mines still stay under (m³/t). */
export const MAX_WATER_PER_TONNE = 12;
export function hydroClass(q: number, normal: number, max: number, oldWater: string): number {
  const byQ = q <= 0.1 ? 1 : q <= 1 ? 2 : q <= 5 ? 3 : 4;
  const byNormal = normal <= 180 ? 1 : normal <= 600 ? 2 : normal <= 2100 ? 3 : 4;
  const byMax = max <= 300 ? 1 : max <= 1200 ? 2 : max <= 3000 ? 3 : 4;
  const byOld = OLD_WATER.indexOf(oldWater) + 1;
  return Math.max(byQ, byNormal, byMax, byOld);
}
export const OLD_WATER = ['无', '少量，位置清楚', '少量，位置不清', '较多，位置不清'];

/** "MD280-43×6 型水泵 3 台（工作 1 台、备用 1 台、检修 1 台）" → rated flow and working/standby counts. */
export function parsePumps(text: string): { flow: number; working: number; standby: number } | null {
  const m = /MD(\d+)-.*工作\s*(\d+)\s*台、备用\s*(\d+)\s*台/.exec(text);
  return m ? { flow: Number(m[1]), working: Number(m[2]), standby: Number(m[3]) } : null;
}

const hydrogeology: Checker = (record) => {
  const out: string[] = [];
  const h = record.documents.hydrogeology;
  if (!h) return out;
  const normal = num(h.normalInflow);
  const max = num(h.maxInflow);
  const type = hydroClass(num(h.specificYield), normal, max, h.oldWorkingWater);
  if (String(type) !== str(record.mine.hydroType))
    out.push(`indicators give type ${type}, the mine says ${str(record.mine.hydroType)}`);
  if (!(max >= 1.2 * normal - 1 && max <= 2.5 * normal + 1))
    out.push(`max inflow ${max} not 1.2–2.5 × ${normal}`);
  const capacity = num(record.mine.capacity);
  if (capacity > 0 && (normal * 8760) / (capacity * 10_000) > MAX_WATER_PER_TONNE)
    out.push(
      `normal inflow ${normal} m³/h is over ${MAX_WATER_PER_TONNE} m³ per tonne of ${capacity} × 10⁴ t/a`,
    );
  const drainage = record.documents.waterSupplyDrainage;
  if (drainage) {
    if (num(drainage.sumpCapacity) < 8 * normal)
      out.push(`sump ${drainage.sumpCapacity} m³ < 8 h of ${normal} m³/h`);
    const pumps = parsePumps(drainage.mainPumps);
    if (!pumps) out.push(`pumps not stated: ${drainage.mainPumps}`);
    else {
      if (pumps.flow * pumps.working < 1.2 * normal)
        out.push(`working pumps ${pumps.flow}×${pumps.working} < 1.2 × ${normal}`);
      if (pumps.flow * (pumps.working + pumps.standby) < 1.2 * max)
        out.push(`working + standby pumps < 1.2 × max inflow ${max}`);
    }
  }
  return out;
};

// 5. Resources and seams.
const resources: Checker = (record) => {
  const out: string[] = [];
  const r = record.documents.resources;
  const seams = rows(record, 'seams');
  const capacity = num(record.mine.capacity);
  if (r) {
    const total = num(r.measured) + num(r.indicated) + num(r.inferred);
    if (!near(total, num(r.resources), 1)) out.push(`resources ${r.resources} ≠ ${total}`);
    const thickness = seams.reduce((s, x) => s + num(x.thicknessAvg), 0);
    const ceiling = num(r.fieldArea) * thickness * 145;
    if (num(r.resources) > ceiling)
      out.push(`resources ${r.resources} > area × thickness × 1.45 (${Math.round(ceiling)})`);
    const life = num(r.serviceLife);
    const recoverable = num(r.recoverable);
    if (!(
      recoverable >= capacity * 1.3 * life - capacity * 0.2 &&
      recoverable <= capacity * 1.5 * life + capacity * 0.2
    ))
      out.push(`service life ${life} a ≠ ${recoverable} ÷ (${capacity} × 1.3–1.5)`);
    if (recoverable > num(r.resources)) out.push('recoverable above resources');
    const licenceArea = miningLicences(record)[0]?.area;
    if (typeof licenceArea === 'number' && !near(licenceArea, num(r.fieldArea), 0.01))
      out.push(`field area ${r.fieldArea} ≠ licence area ${licenceArea}`);
  }
  for (const s of seams)
    if (s.minable === true && num(s.thicknessAvg) < 0.8)
      out.push(`seam ${str(s.seamNo)} minable at ${num(s.thicknessAvg)} m`);
  const minable = seams.filter((s) => s.minable === true);
  const g = record.documents.geologyOverview;
  const strata = record.documents.coalStrata;
  if (g && strata && g.seamCount !== strata.seamCount)
    out.push(`seam count ${g.seamCount} vs ${strata.seamCount}`);
  if (g && g.minableSeamCount !== minable.length)
    out.push(`minable seams ${g.minableSeamCount} vs ${minable.length} rows`);
  if (g && (g.seamCount ?? 0) < seams.length) out.push('fewer seams in the field than in the seam table');
  const county = countyOf(record);
  if (county) {
    const field = coalfieldOf(county.code);
    const [lo, hi] = DIP_RANGE[field];
    for (const s of seams)
      if (num(s.dip) < lo || num(s.dip) > hi) out.push(`seam dip ${num(s.dip)}° outside ${lo}–${hi}°`);
    out.push(...seamSystemViolations(record, field));
  }
  const main = mainSeamNos(record.documents.productionSummary?.summary ?? '');
  for (const seam of main)
    if (!minable.some((s) => s.seamNo === seam)) out.push(`main seam ${seam} is not a minable seam`);
  const ds = record.documents.districtStructure;
  if (ds) {
    const kinds = ['单斜', '向斜', '背斜'];
    const own = kinds.find((k) => ds.structureType.includes(k));
    for (const k of kinds)
      if (k !== own && ds.summary.includes(`${k}构造`))
        out.push(`structure ${ds.structureType} described as ${k}`);
  }
  return out;
};

/**
 * Seams named and ordered by the coalfield's own table (top down), a rank the coalfield has, and quality
 * rows of the mine's rank.
 */
export function seamSystemViolations(record: MineRecord, field: Coalfield): string[] {
  const out: string[] = [];
  const table = SEAM_TABLES[field].map(([seam]) => seam);
  const at = rows(record, 'seams').map((s) => table.indexOf(str(s.seamNo)));
  for (const [k, s] of rows(record, 'seams').entries())
    if (at[k] === -1) out.push(`seam ${str(s.seamNo)} is not in the ${field} numbering`);
  if (at.some((v, k) => k > 0 && v <= at[k - 1]!)) out.push('seams not listed top down');
  const rank = str(record.mine.coalRank);
  if (rank && !RANKS_BY_FIELD[field].some(([r]) => r === rank))
    out.push(`rank ${rank} not found in ${field}`);
  for (const q of rows(record, 'quality'))
    if (str(q.coalRank) !== rank)
      out.push(`quality of seam ${str(q.seamNo)} is ${str(q.coalRank)}, the mine ${rank}`);
  return out;
}

/** "…主采9号、12号煤层…" → ['9', '12']. */
export function mainSeamNos(summary: string): string[] {
  return (
    /主采(.+?)煤层/
      .exec(summary)?.[1]
      ?.split('、')
      .map((x) => x.replace(/号$/, '')) ?? []
  );
}

/** Appraisal results agree with the figures they stand behind. */
export function appraisalMismatches(record: MineRecord): string[] {
  const out: string[] = [];
  const labels: Record<string, string> = { '1': '低瓦斯矿井', '2': '高瓦斯矿井', '3': '煤与瓦斯突出矿井' };
  for (const a of rows(record, 'appraisals')) {
    const expected =
      a.kind === '瓦斯等级鉴定'
        ? labels[str(record.mine.gasGrade)]
        : a.kind === '自燃倾向性鉴定'
          ? record.documents.otherConditions?.spontaneousCombustion
          : record.documents.safetyOverview?.standardisationGrade;
    if (expected !== undefined && str(a.result) !== expected)
      out.push(`${str(a.kind)} says ${str(a.result)}, the profile ${expected}`);
  }
  return out;
}

// 6. Faces and equipment.
/** "ZY4000/12/26": support height range in metres. */
export function supportRange(model: string): [number, number] | null {
  const m = /\/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/.exec(model);
  return m ? [Number(m[1]) / 10, Number(m[2]) / 10] : null;
}

/**
 * 智能化 faces: only in a producing mine working fully mechanised longwalls; a smart longwall is one of
 * its current faces in a minable seam, no more of them than longwalls; accepted after 竣工验收 and the
 * 2020 policy, and not in the future.
 */
export function smartFaceViolations(record: MineRecord, { referenceDate }: CheckContext): string[] {
  const out: string[] = [];
  const smart = rows(record, 'smartFaces');
  if (!smart.length) return out;
  const d = record.documents;
  const status = str(record.mine.productionStatus);
  if (status !== '1') out.push(`status ${status} has 智能化 faces`);
  if (!(d.productionSummary?.miningMethod ?? '').includes('综合机械化'))
    out.push(`智能化 faces beside ${d.productionSummary?.miningMethod ?? 'no stated method'}`);
  const current = d.miningDynamics?.currentFaces ?? [];
  const longwalls = smart.filter((f) => f.kind === '智能化综采工作面');
  if (longwalls.length > (d.productionSummary?.workingFaces ?? 0))
    out.push(`${longwalls.length} smart longwalls, ${d.productionSummary?.workingFaces ?? 0} longwalls`);
  const minable = new Set(
    rows(record, 'seams')
      .filter((s) => s.minable === true)
      .map((s) => str(s.seamNo)),
  );
  const acceptance = acceptanceDate(record) ?? '9999';
  for (const f of smart) {
    const name = str(f.faceName);
    if (f.kind === '智能化综采工作面' && !current.includes(name))
      out.push(`smart face ${name} is not a current face`);
    if (f.kind === '智能化综采工作面' && seamOfFace(name) !== str(f.seamNo))
      out.push(`smart face ${name} in seam ${str(f.seamNo)}`);
    if (!minable.has(str(f.seamNo))) out.push(`smart face ${name} in seam ${str(f.seamNo)}, not minable`);
    const on = str(f.acceptedOn);
    if (on < SMART_FROM || on < acceptance || on > referenceDate)
      out.push(`smart face ${name} accepted ${on || '(no date)'}`);
  }
  return out;
}

const faces: Checker = (record, ctx) => {
  const out: string[] = [];
  const d = record.documents;
  const capacity = num(record.mine.capacity);
  const longwalls = d.productionSummary?.workingFaces ?? 0;
  const headings = d.productionSummary?.headingFaces ?? 0;
  if (longwalls > 3 || longwalls > Math.ceil(capacity / 120))
    out.push(`${longwalls} longwalls at ${capacity}`);
  if (headings > 9) out.push(`${headings} headings`);
  const method = d.productionSummary?.miningMethod ?? '';
  if (capacity >= 45 && d.productionSummary && !method.includes('综合机械化'))
    out.push(`${capacity} not fully mechanised: ${method}`);
  const equipment = d.equipment?.items ?? [];
  if (method.includes('炮采') && equipment.some((e) => e.name === '采煤机'))
    out.push('炮采 beside a shearer');
  const support = equipment.find((e) => e.name === '液压支架');
  const mainNos = mainSeamNos(d.productionSummary?.summary ?? '');
  const mainSeam = rows(record, 'seams')
    .filter((s) => mainNos.includes(str(s.seamNo)))
    .sort((a, b) => num(b.thicknessAvg) - num(a.thicknessAvg))[0];
  if (support && mainSeam) {
    const range = supportRange(support.model);
    const t = num(mainSeam.thicknessAvg);
    if (!range || t < range[0] || t > range[1]) out.push(`support ${support.model} for a ${t} m seam`);
  }
  for (const shaft of d.shaftFeatures?.items ?? [])
    if (shaft.purpose.includes('运煤') && shaft.kind === '斜井' && num(shaft.incline) > 17)
      out.push(`belt incline ${shaft.incline}°`);
  const gas = rows(record, 'gas');
  const production = rows(record, 'production');
  const maxAbsolute = Math.max(0, ...gas.map((g) => num(g.absoluteEmission)));
  const air = d.ventilation?.airVolume;
  if (typeof air === 'number') {
    const need = Math.max(100 * 1.2 * maxAbsolute, capacity * 30);
    if (air < need) out.push(`air ${air} m³/min below ${Math.round(need)}`);
    if (air > need * 4 + 1000) out.push(`air ${air} m³/min far above ${Math.round(need)}`);
  }
  for (const g of gas) {
    const p = production.find((x) => num(x.year) === yearOf(str(g.measuredOn)));
    if (!p) continue;
    const expected = (num(g.absoluteEmission) * 1440 * num(p.workingDays)) / (num(p.output) * 10_000);
    if (!near(expected, num(g.relativeEmission), Math.max(0.05, expected * 0.03)))
      out.push(
        `relative emission ${num(g.relativeEmission)} ≠ ${expected.toFixed(2)} from absolute and output`,
      );
  }
  for (const g of gas) {
    // The import refuses a share outside 0–100 %: the three gases make the whole.
    const shares = [num(g.ch4), num(g.co2), num(g.n2)];
    if (shares.some((x) => x < 0 || x > 100) || Math.abs(shares.reduce((a, b) => a + b, 0) - 100) > 0.1)
      out.push(`gas composition ${shares.join(' + ')} is not 100 %`);
  }
  out.push(...appraisalMismatches(record));
  out.push(...smartFaceViolations(record, ctx));
  const drained = d.gasPrevention?.drainageVolume;
  const emitted = (maxAbsolute * 1440 * 365) / 10_000;
  if (typeof drained === 'number' && drained > emitted)
    out.push(`gas drained ${drained} × 10⁴ m³/a, more than the ${Math.round(emitted)} emitted`);
  if (str(record.mine.gasGrade) === '1')
    for (const g of gas)
      if (num(g.relativeEmission) > 10 || num(g.absoluteEmission) > 40)
        out.push('low-gas mine over the limits');
  return out;
};

// 7. Place.
const place: Checker = (record) => {
  const out: string[] = [];
  const county = countyOf(record);
  if (!county) return ['county unknown'];
  const towns = loadTownships()[county.code]?.towns.map((t) => t.name) ?? [];
  const address = str(record.mine.address);
  if (!towns.some((t) => address.endsWith(`${county.name}${t}`)))
    out.push(`address ${address} not in a township of ${county.name}`);
  for (const name of [str(record.mine.name), ...((record.mine.aliases as string[] | null) ?? [])]) {
    if (name.startsWith(county.name) && !towns.some((t) => name.startsWith(`${county.name}${t}`)))
      out.push(`${name}: township not in ${county.name}`);
  }
  const d = record.documents;
  const setting = d.geologyOverview?.structureSetting;
  if (setting && !countyStructures(county.code, coalfieldOf(county.code)).some((s) => setting.startsWith(s)))
    out.push(`structure ${setting} not in ${county.name}`);
  const rivers = d.physicalGeography?.rivers;
  if (rivers && !countyRivers(county.code).some((r) => rivers.startsWith(r)))
    out.push(`river ${rivers} not in ${county.name}`);
  const [lo, hi] = countyTerrain(county.code);
  const g = d.physicalGeography;
  if (g && (num(g.elevationMin) < lo || num(g.elevationMax) > hi))
    out.push(`terrain ${g.elevationMin}–${g.elevationMax} m outside ${county.name}'s ${lo}–${hi} m`);
  return out;
};

// 8. Companies.
export const COMPANY_TYPES = {
  soleCorporate: '有限责任公司（非自然人投资或控股的法人独资）',
  solePerson: '有限责任公司（自然人独资）',
  person: '有限责任公司（自然人投资或控股）',
  other: '其他有限责任公司',
  joint: '股份有限公司（非上市、自然人投资或控股）',
} as const;

const companies: Checker = (record, ctx) => {
  const out: string[] = [];
  const m = record.mine;
  const holdings = rows(record, 'shareholders').map((h) => ({
    name: str(h.name),
    holderType: str(h.holderType),
    percent: num(h.percent),
  }));
  if (holdings.length && ctx.edges) {
    const expected = controllerOf(holdings, ctx.edges);
    if (str(m.companyController) !== expected.controller)
      out.push(
        `actual controller ${str(m.companyController) || '(none)'}, the holdings give ${expected.controller}`,
      );
    const share = typeof m.companyControlShare === 'number' ? m.companyControlShare : null;
    if (
      share !== expected.share &&
      !(share !== null && expected.share !== null && near(share, expected.share, 0.01))
    )
      out.push(
        `controller's holding ${share ?? '(none)'} %, the chain gives ${expected.share ?? '(none)'} %`,
      );
  }
  if (!validCreditCode(str(m.companyCreditCode)))
    out.push(`credit code ${str(m.companyCreditCode)} fails GB 32100`);
  const type = str(m.companyType);
  const name = str(m.company);
  if (type.startsWith('股份有限公司') !== name.includes('股份有限公司')) out.push(`${name} typed ${type}`);
  const holders = rows(record, 'shareholders');
  if (holders.length) {
    const companyHolders = holders.filter((h) => h.holderType === 'company');
    const personShare = holders
      .filter((h) => h.holderType === 'person')
      .reduce((s, h) => s + num(h.percent), 0);
    if (type === COMPANY_TYPES.soleCorporate && !(holders.length === 1 && companyHolders.length === 1))
      out.push('法人独资 without exactly one company holder');
    if (type === COMPANY_TYPES.solePerson && !(holders.length === 1 && companyHolders.length === 0))
      out.push('自然人独资 without exactly one person holder');
    if ((type === COMPANY_TYPES.person || type === COMPANY_TYPES.joint) && personShare <= 50)
      out.push(`自然人控股 with persons holding ${personShare}%`);
    if (type === COMPANY_TYPES.joint && holders.length < 2) out.push('股份有限公司 with one holder');
  }
  const current = new Set(holders.map((h) => str(h.name)));
  for (const c of rows(record, 'changes'))
    if (c.item === '股东变更')
      for (const holder of str(c.after).split('、'))
        if (!current.has(holder)) out.push(`股东变更 names ${holder}, not a current holder`);
  const ops = record.documents.operationsOverview;
  if (
    ops &&
    ops.sales !== null &&
    ops.averagePrice !== null &&
    !near(num(ops.revenue), ops.sales * ops.averagePrice, 1)
  )
    out.push(`revenue ${ops.revenue} ≠ ${ops.sales} × ${ops.averagePrice}`);
  return out;
};

// 9. Accidents and penalties.
export const MASS_FATALITY_KINDS = new Set(['瓦斯', '煤与瓦斯突出', '水害', '火灾']);
const accidents: Checker = (record) => {
  const out: string[] = [];
  const list = rows(record, 'accidents');
  for (const a of list) {
    const deaths = num(a.deaths);
    if (deaths >= 10 && !MASS_FATALITY_KINDS.has(str(a.kind)))
      out.push(`${deaths} deaths in a ${str(a.kind)} accident`);
    if (deaths > 3 && ['运输', '机电', '放炮'].includes(str(a.kind)))
      out.push(`${deaths} deaths in a ${str(a.kind)} accident`);
    if (/造成0人死亡/.test(str(a.summary))) out.push('造成0人死亡');
  }
  const production = rows(record, 'production');
  for (const p of rows(record, 'penalties')) {
    if (!str(p.decision).includes('停产整顿')) continue;
    const row = production.find((x) => num(x.year) === yearOf(str(p.decidedOn)));
    if (row && num(row.workingDays) > 300)
      out.push(`停产整顿 in ${num(row.year)} with ${num(row.workingDays)} working days`);
  }
  // Supervision: each 停产整顿 is a penalty decision; each 复产验收 ends one, on the day its term runs out.
  const orders = rows(record, 'supervision').filter((v) => v.kind === '停产整顿');
  for (const order of orders) {
    const decision = rows(record, 'penalties').find((p) => p.documentNo === order.documentNo);
    if (!decision || !str(decision.decision).includes('停产整顿'))
      out.push(`停产整顿 ${str(order.documentNo)} without its penalty decision`);
  }
  for (const resumption of rows(record, 'supervision').filter((v) => v.kind === '复产验收'))
    if (!orders.some((o) => str(o.closedOn) === str(resumption.date)))
      out.push(`复产验收 on ${str(resumption.date)} ends no 停产整顿`);
  if (record.documents.safetyOverview?.standardisationGrade === '一级') {
    const latest = Math.max(0, ...production.map((p) => num(p.year)));
    for (const a of list)
      if (num(a.deaths) > 0 && yearOf(str(a.occurredOn)) >= latest - 1)
        out.push(`一级 standardisation with a fatal accident in ${str(a.occurredOn)}`);
  }
  return out;
};

// 10. Calibration rules a single mine must keep.
export const CAPACITY_SERIES = [6, 9, 15, 21, 30, 45, 60, 90, 120, 150, 180, 240, 300, 400];
const calibration: Checker = (record) => {
  const out: string[] = [];
  const capacity = num(record.mine.capacity);
  const status = str(record.mine.productionStatus);
  if (!CAPACITY_SERIES.includes(capacity)) out.push(`capacity ${capacity} off the series`);
  if (['贵阳市', '黔南州'].includes(str(record.mine.prefecture)) && capacity >= 120)
    out.push(`large mine in ${str(record.mine.prefecture)}`);
  if (['1', '2', '6'].includes(status) && capacity < 30) out.push(`status ${status} below 30 × 10⁴ t/a`);
  if (['1', '2', '6'].includes(status) && str(record.mine.gasGrade) === '3' && capacity < 45)
    out.push('outburst mine below 45 × 10⁴ t/a');
  for (const p of rows(record, 'production'))
    if (num(p.output) > num(p.capacity) * 1.1)
      out.push(`output ${num(p.output)} over capacity ${num(p.capacity)}`);
  // Design → 核定 → 核增/核减: in date order, each change from the figure before it, ending at today's.
  const history = rows(record, 'capacityChanges');
  if (history.length) {
    if (num(history.at(-1)!.capacity) !== capacity)
      out.push(`capacity history ends at ${num(history.at(-1)!.capacity)}, not ${capacity}`);
    const acceptance = acceptanceDate(record);
    history.forEach((h, k) => {
      const before = history[k - 1];
      if (before && str(h.announcedOn) < str(before.announcedOn)) out.push('capacity history out of order');
      if ((h.kind === '核增' || h.kind === '核减') && num(h.previousCapacity) !== num(before?.capacity))
        out.push(
          `${str(h.kind)} from ${num(h.previousCapacity)}, the figure before was ${num(before?.capacity)}`,
        );
      if (h.kind === '核增' && num(h.capacity) <= num(h.previousCapacity))
        out.push('核增 that does not increase');
      if (h.kind === '核减' && num(h.capacity) >= num(h.previousCapacity))
        out.push('核减 that does not reduce');
      if (h.kind !== '设计' && (!acceptance || str(h.announcedOn) < acceptance))
        out.push(`${str(h.kind)} before 竣工验收`);
    });
    for (const p of rows(record, 'production')) {
      let inForce = num(history[0]!.capacity);
      for (const h of history) if (str(h.announcedOn) <= `${num(p.year)}-12-31`) inForce = num(h.capacity);
      if (num(p.capacity) !== inForce)
        out.push(`${num(p.year)} output record says ${num(p.capacity)}, ${inForce} was in force`);
    }
  }
  return out;
};

// 11. Texts built from the numbers.
const texts: Checker = (record) => {
  const out: string[] = [];
  for (const q of rows(record, 'quality')) {
    if (str(q.coalRank) === 'JM' && num(q.vdaf) <= 20 && num(q.g) <= 65)
      out.push(`JM with Vdaf ${num(q.vdaf)} and G ${num(q.g)}`);
    if (str(q.coalRank) === 'WY' && num(q.vdaf) > 10) out.push(`anthracite with Vdaf ${num(q.vdaf)}`);
  }
  const d = record.documents;
  const figures: [string, unknown][] = [
    ['hydrogeology', d.hydrogeology?.normalInflow],
    ['ventilation', d.ventilation?.airVolume],
    ['resources', d.resources?.resources],
    ['coalStrata', d.coalStrata?.seamCount],
    ['waterSupplyDrainage', d.waterSupplyDrainage?.sumpCapacity],
    ['powerSupply', d.powerSupply?.capacity],
  ];
  for (const [id, value] of figures) {
    const doc = d[id as keyof typeof d] as { summary: string } | undefined;
    if (doc && typeof value === 'number' && !doc.summary.includes(String(value)))
      out.push(`${id} summary does not state ${value}`);
  }
  return out;
};

// 12. Sources: every record says where it was taken from, quoting its own reference.
const sources: Checker = (record) => {
  const out: string[] = [];
  for (const [entity, list] of Object.entries(record.children) as [
    keyof typeof REFERENCE_COLUMN,
    RowValues[],
  ][])
    for (const row of list) {
      const note = str(row.source);
      if (!note) {
        out.push(`${entity} record without a source`);
        continue;
      }
      const ref = str(row[REFERENCE_COLUMN[entity] ?? '']);
      if (ref && !note.includes(ref)) out.push(`${entity} source "${note}" does not quote ${ref}`);
    }
  return out;
};

export const RULES: readonly { id: number; title: string; check: Checker }[] = [
  { id: 1, title: 'status gates faces, sales, output and texts', check: statusGates },
  { id: 2, title: 'licences', check: licences },
  { id: 3, title: 'approvals in order, by the authority of their date', check: approvals },
  { id: 4, title: 'hydrogeology', check: hydrogeology },
  { id: 5, title: 'resources and seams', check: resources },
  { id: 6, title: 'faces and equipment', check: faces },
  { id: 7, title: 'place', check: place },
  { id: 8, title: 'companies', check: companies },
  { id: 9, title: 'accidents and penalties', check: accidents },
  { id: 10, title: 'calibration', check: calibration },
  { id: 11, title: 'texts built from the numbers', check: texts },
  { id: 12, title: 'every record names its source', check: sources },
  { id: 13, title: 'time runs one way: design, licences, output, halts, 核增', check: timeRunsOneWay },
  { id: 14, title: 'enforcement follows accidents and hazards', check: enforcementFollows },
  { id: 15, title: 'asset values fit their kind', check: assetValuesByKind },
];

/** Every violation of one rule over a dataset, prefixed with the mine's code. */
export function violations(records: readonly MineRecord[], rule: number, ctx: CheckContext): string[] {
  const check = RULES.find((r) => r.id === rule)!.check;
  return records.flatMap((record) => check(record, ctx).map((v) => `${str(record.mine.code)}: ${v}`));
}

/** Dataset-wide checks of names and texts (rules 8 and 11): shares across mines, not single profiles. */
export function datasetViolations(records: readonly MineRecord[]): string[] {
  const out: string[] = [];
  const names = records.map((r) => str(r.mine.name));
  const share = (pred: (n: string) => boolean) => names.filter(pred).length / Math.max(1, names.length);
  const county = share((n) => /^.{2,4}?[县市区].+?[镇乡].+煤矿/.test(n));
  const group = share((n) => /公司.+煤矿/.test(n));
  const pit = share((n) => /[一二三四]井$/.test(n));
  if (county < 0.1) out.push(`only ${(county * 100).toFixed(1)} % of names are 县+乡镇+地名+煤矿`);
  if (group < 0.05) out.push(`only ${(group * 100).toFixed(1)} % of names are 集团公司+煤矿`);
  if (pit < 0.02) out.push(`only ${(pit * 100).toFixed(1)} % of names are 一井/二井`);
  const words = new Map<string, number>();
  const companyNames = [...new Set(records.map((r) => str(r.mine.company)))];
  for (const c of companyNames) {
    const word = /^(?:贵州省?|.{1,3}[县市区])?(.{2})/.exec(c)?.[1] ?? c;
    words.set(word, (words.get(word) ?? 0) + 1);
  }
  const top = [...words.values()]
    .sort((a, b) => b - a)
    .slice(0, 5)
    .reduce((s, n) => s + n, 0);
  if (top / Math.max(1, companyNames.length) > 0.15)
    out.push(`five name words cover ${((top / companyNames.length) * 100).toFixed(0)} % of companies`);
  const withDocs = records.filter((r) => r.documents.hydrogeology);
  const ids = new Set(withDocs.flatMap((r) => Object.keys(r.documents)));
  for (const id of ids) {
    const summaries = withDocs.map(
      (r) => (r.documents as Record<string, { summary?: string }>)[id]?.summary ?? '',
    );
    const distinct = new Set(summaries).size / Math.max(1, summaries.length);
    if (distinct < 0.5) out.push(`${id} summaries: only ${(distinct * 100).toFixed(0)} % distinct`);
  }
  return out;
}

/**
 * Dataset-wide geology (issue 33): neighbours share rank and gas grade far more often than distant
 * mines, one seam's thickness correlates between mines under 10 km apart, and water inflows have
 * Guizhou's magnitudes (median tens to low hundreds of m³/h, few mines over 600).
 */
export function spatialViolations(records: readonly MineRecord[]): string[] {
  const out: string[] = [];
  const f = spatialFigures(records, (m) => {
    const county = countyOf(m);
    return county ? coalfieldOf(county.code) : '';
  });
  const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
  if (f.rankNear < 0.8) out.push(`pairs under 5 km share a rank ${pct(f.rankNear)} of the time`);
  if (f.rankNear - f.rankFar < 0.2)
    out.push(`rank agreement near ${pct(f.rankNear)} is not well above far ${pct(f.rankFar)}`);
  if (f.gasNear - f.gasFar < 0.2)
    out.push(`gas grade agreement near ${pct(f.gasNear)} is not well above far ${pct(f.gasFar)}`);
  if (!(f.thicknessR >= 0.6))
    out.push(`seam thickness under 10 km correlates at r = ${f.thicknessR.toFixed(2)}`);
  const inflows = records
    .map((r) => r.documents.hydrogeology?.normalInflow)
    .filter((v): v is number => typeof v === 'number')
    .sort((a, b) => a - b);
  const median = inflows[inflows.length >> 1] ?? 0;
  if (inflows.length && (median < 20 || median > 300)) out.push(`median normal inflow ${median} m³/h`);
  const wet = inflows.filter((v) => v > 600).length / Math.max(1, inflows.length);
  if (wet > 0.05) out.push(`${pct(wet)} of mines have a normal inflow over 600 m³/h`);
  return out;
}
