import type { ChildEntity } from '@coal/contracts';
import type { MineRecord, MineRepository, MineRow, RowValues } from '../../modules/mine';

/**
 * What the demo news reads of a mine's profile: its row and the records a reporter would have seen
 * (accidents, fines, orders, licences, capacity announcements, output, acceptances).
 */
export interface DemoProfile {
  id: number;
  name: string;
  county: string;
  prefecture: string;
  company: string | null;
  capacity: number;
  /** production_status code: 1 producing, 2 building, 3 halted, 4 building halted, 5 closed, 6 trial run. */
  status: string;
  /** gas_grade code: 1 low, 2 high, 3 outburst. */
  gasGrade: string | null;
  accidents: Accident[];
  penalties: Penalty[];
  licences: Licence[];
  capacityChanges: CapacityChange[];
  supervision: Supervision[];
  smartFaces: SmartFace[];
  production: Output[];
  dishonest: Dishonest[];
  auctions: Auction[];
  /** 竣工验收 of the procedures, when done. */
  acceptance: { approvedOn: string; docNo: string; authority: string } | null;
}

export interface Accident {
  occurredOn: string;
  kind: string;
  grade: string;
  deaths: number;
  seriousInjuries: number;
  directLoss: number;
}
export interface Penalty {
  documentNo: string;
  decidedOn: string;
  authority: string;
  violation: string;
  decision: string;
  amount: number;
}
export interface Licence {
  kind: string;
  number: string;
  authority: string;
  issuedOn: string;
  validFrom: string;
  validTo: string;
  capacity: number;
}
export interface CapacityChange {
  announcedOn: string;
  kind: string;
  capacity: number;
  previousCapacity: number | null;
  batch: string;
  documentNo: string;
  issuedBy: string;
}
export interface Supervision {
  date: string;
  kind: string;
  authority: string;
  documentNo: string;
  content: string;
}
export interface SmartFace {
  faceName: string;
  kind: string;
  level: string;
  acceptedOn: string;
  authority: string;
  documentNo: string;
}
export interface Output {
  year: number;
  output: number;
}
export interface Dishonest {
  caseNo: string;
  court: string;
  publishedOn: string;
  obligation: string;
  amount: number;
}
export interface Auction {
  title: string;
  court: string;
  auctionOn: string;
  startingPrice: number;
  dealPrice: number | null;
  status: string;
}

/** The child tables the news reads. */
const READ: readonly ChildEntity[] = [
  'accidents',
  'penalties',
  'licences',
  'capacityChanges',
  'supervision',
  'smartFaces',
  'production',
  'dishonest',
  'auctions',
  'procedures',
];

const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const n = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
const nOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : n(v));

type Children = Partial<Record<ChildEntity, RowValues[]>>;

/** The fields of a mine row (or of a generated record's mine sheet) the news needs. */
type MineFields = Pick<
  DemoProfile,
  'id' | 'name' | 'county' | 'prefecture' | 'company' | 'capacity' | 'gasGrade'
> & {
  productionStatus: string;
};

export function profileOf(mine: MineFields, children: Children): DemoProfile {
  const rows = (entity: ChildEntity) => children[entity] ?? [];
  const acceptance = rows('procedures').find((p) => p.name === '竣工验收' && p.status === '已办理');
  return {
    id: mine.id,
    name: mine.name,
    county: mine.county,
    prefecture: mine.prefecture,
    company: mine.company,
    capacity: mine.capacity,
    status: mine.productionStatus,
    gasGrade: mine.gasGrade,
    accidents: rows('accidents').map((a) => ({
      occurredOn: s(a.occurredOn),
      kind: s(a.kind),
      grade: s(a.grade),
      deaths: n(a.deaths),
      seriousInjuries: n(a.seriousInjuries),
      directLoss: n(a.directLoss),
    })),
    penalties: rows('penalties').map((p) => ({
      documentNo: s(p.documentNo),
      decidedOn: s(p.decidedOn),
      authority: s(p.authority),
      violation: s(p.violation),
      decision: s(p.decision),
      amount: n(p.amount),
    })),
    licences: rows('licences').map((l) => ({
      kind: s(l.kind),
      number: s(l.number),
      authority: s(l.authority),
      issuedOn: s(l.issuedOn),
      validFrom: s(l.validFrom),
      validTo: s(l.validTo),
      capacity: n(l.capacity),
    })),
    capacityChanges: rows('capacityChanges').map((c) => ({
      announcedOn: s(c.announcedOn),
      kind: s(c.kind),
      capacity: n(c.capacity),
      previousCapacity: nOrNull(c.previousCapacity),
      batch: s(c.batch),
      documentNo: s(c.documentNo),
      issuedBy: s(c.issuedBy),
    })),
    supervision: rows('supervision').map((v) => ({
      date: s(v.date),
      kind: s(v.kind),
      authority: s(v.authority),
      documentNo: s(v.documentNo),
      content: s(v.content),
    })),
    smartFaces: rows('smartFaces').map((f) => ({
      faceName: s(f.faceName),
      kind: s(f.kind),
      level: s(f.level),
      acceptedOn: s(f.acceptedOn),
      authority: s(f.authority),
      documentNo: s(f.documentNo),
    })),
    production: rows('production').map((p) => ({ year: n(p.year), output: n(p.output) })),
    dishonest: rows('dishonest').map((d) => ({
      caseNo: s(d.caseNo),
      court: s(d.court),
      publishedOn: s(d.publishedOn),
      obligation: s(d.obligation),
      amount: n(d.amount),
    })),
    auctions: rows('auctions').map((a) => ({
      title: s(a.title),
      court: s(a.court),
      auctionOn: s(a.auctionOn),
      startingPrice: n(a.startingPrice),
      dealPrice: nOrNull(a.dealPrice),
      status: s(a.status),
    })),
    acceptance: acceptance
      ? {
          approvedOn: s(acceptance.approvedOn),
          docNo: s(acceptance.docNo),
          authority: s(acceptance.authority),
        }
      : null,
  };
}

/** Profiles of generated records, numbered from 1 in their order (as a fresh database numbers them). */
export function profilesOfRecords(records: readonly MineRecord[]): DemoProfile[] {
  return records.map(({ mine, children }, i) =>
    profileOf(
      {
        id: i + 1,
        name: s(mine.name),
        county: s(mine.county),
        prefecture: s(mine.prefecture),
        company: mine.company ? s(mine.company) : null,
        capacity: n(mine.capacity),
        productionStatus: s(mine.productionStatus),
        gasGrade: mine.gasGrade ? s(mine.gasGrade) : null,
      },
      children,
    ),
  );
}

/** Profiles of stored mines: their rows and the child tables the news reads, a query per table at once. */
export async function readProfiles(
  reader: Pick<MineRepository, 'childRows'>,
  mines: readonly MineRow[],
): Promise<DemoProfile[]> {
  const ids = mines.map((m) => m.id);
  const byMine = new Map<number, Children>(ids.map((id) => [id, {}]));
  const tables = await Promise.all(READ.map((entity) => reader.childRows(entity, ids)));
  tables.forEach((rows, k) => {
    for (const { mineId, ...row } of rows) (byMine.get(mineId)![READ[k]!] ??= []).push(row);
  });
  return mines.map((m) => profileOf(m, byMine.get(m.id) ?? {}));
}
