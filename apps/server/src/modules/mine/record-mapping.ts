import { pinyin } from 'pinyin-pro';
import type { Regions } from './geo/geo-assets';
import type { CompanyInsert, CompanyRow, MineInsert, MineRow } from './mine.repository';
import type { RowValues } from './record-types';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** Full pinyin (no tones, no spaces) and initials of each name, space-separated, for typeahead search. */
export function pinyinKeys(names: string[]): { pinyin: string; initials: string } {
  const full = names.map((n) =>
    pinyin(n, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
  );
  const initials = names.map((n) =>
    pinyin(n, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .toLowerCase(),
  );
  return { pinyin: full.join(' '), initials: initials.join(' ') };
}

/** Mine-sheet values (already validated) → the `mines` row; the prefecture/county pair must exist. */
export function toMineRow(
  fields: RowValues,
  regions: Regions,
  companyId: number | null,
  isSample: boolean,
): MineInsert {
  const prefecture = regions.prefectureByName.get(String(fields.prefecture));
  const county = prefecture && regions.countyInPrefecture.get(`${prefecture.code}:${String(fields.county)}`);
  if (!prefecture || !county)
    throw new Error(`unknown county ${String(fields.prefecture)} ${String(fields.county)}`);
  const name = String(fields.name);
  const aliases = Array.isArray(fields.aliases) ? fields.aliases : [];
  const keys = pinyinKeys([name, ...aliases]);
  return {
    code: String(fields.code),
    name,
    aliases,
    searchText: [name, ...aliases].join(' '),
    pinyin: keys.pinyin,
    pinyinInitials: keys.initials,
    prefectureCode: prefecture.code,
    prefecture: prefecture.name,
    countyCode: county.code,
    county: county.name,
    lat: Number(fields.lat),
    lng: Number(fields.lng),
    address: text(fields.address),
    productionStatus: String(fields.productionStatus),
    productionType: text(fields.productionType),
    capacity: Number(fields.capacity),
    mergerType: text(fields.mergerType),
    complexity: text(fields.complexity),
    gasGrade: text(fields.gasGrade),
    hydroType: text(fields.hydroType),
    coalRank: text(fields.coalRank),
    companyId,
    company: text(fields.company),
    isSample,
  };
}

export function toCompanyRow(fields: RowValues): CompanyInsert | null {
  const name = text(fields.company);
  if (!name) return null;
  return {
    name,
    creditCode: text(fields.companyCreditCode),
    legalRep: text(fields.companyLegalRep),
    capital: num(fields.companyCapital),
    establishedOn: text(fields.companyEstablishedOn),
    type: text(fields.companyType),
    address: text(fields.companyAddress),
    controller: text(fields.companyController),
    controlShare: num(fields.companyControlShare),
  };
}

/** The `mines` row (joined with its company) back to mine-sheet values, for export and comparison. */
export function fromMineRow(row: MineRow, company: CompanyRow | null | undefined): RowValues {
  return {
    code: row.code,
    name: row.name,
    aliases: row.aliases,
    prefecture: row.prefecture,
    county: row.county,
    lat: row.lat,
    lng: row.lng,
    address: row.address,
    productionStatus: row.productionStatus,
    productionType: row.productionType,
    capacity: row.capacity,
    mergerType: row.mergerType,
    complexity: row.complexity,
    gasGrade: row.gasGrade,
    hydroType: row.hydroType,
    coalRank: row.coalRank,
    company: row.company,
    companyCreditCode: company?.creditCode ?? null,
    companyLegalRep: company?.legalRep ?? null,
    companyCapital: company?.capital ?? null,
    companyEstablishedOn: company?.establishedOn ?? null,
    companyType: company?.type ?? null,
    companyAddress: company?.address ?? null,
    companyController: company?.controller ?? null,
    companyControlShare: company?.controlShare ?? null,
  };
}
