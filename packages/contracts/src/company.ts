import { z } from 'zod';
import { COMPANY_RECORD_COUNTS, COMPANY_ROLES, COMPANY_SORT_COLUMNS } from './company-names';
import { envelopeOf, listEnvelopeOf, pageQuery } from './envelope';
import { idParam } from './ids';
import { graphEdge, graphNode } from './profile';
import { riskContribution } from './risk';
import { RISK_BANDS } from './risk-terms';

export const companyRole = z.enum(COMPANY_ROLES);

const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(20));

export const companyListQuery = pageQuery.extend({
  /** Name, unified credit code, full pinyin or initials. */
  keyword: z.string().trim().max(50).optional(),
  prefecture: commaList(z.string().trim().min(1).max(20)).optional(),
  band: commaList(z.enum(RISK_BANDS)).optional(),
  role: companyRole.optional(),
  /** Companies with at least one record of each kind named, within the window. */
  has: commaList(z.enum(COMPANY_RECORD_COUNTS)).optional(),
  orderByColumn: z.enum(COMPANY_SORT_COLUMNS).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** A company's figures over every mine it holds, directly and through subsidiaries. */
export const companyFigures = z.object({
  mines: z.number().int(),
  directMines: z.number().int(),
  /** Approved capacity of all its mines, 10⁴ t/a. */
  capacity: z.number(),
  prefectures: z.array(z.string()),
  /** The worst current band among its mines; null while none is scored. */
  worstBand: z.enum(RISK_BANDS).nullable(),
  accidents: z.number().int(),
  penalties: z.number().int(),
  dishonest: z.number().int(),
});
export type CompanyFigures = z.infer<typeof companyFigures>;

export const companyCard = companyFigures.extend({
  companyId: z.number().int(),
  name: z.string(),
  creditCode: z.string().nullable(),
  role: companyRole,
  /** The company above it that holds more than half (its group), when on record. */
  parent: z.string().nullable(),
});
export type CompanyCard = z.infer<typeof companyCard>;

/** The list answer also names the window the record counts cover. */
export const companyListResponse = listEnvelopeOf(companyCard).extend({
  window: z.object({ from: z.string(), to: z.string() }),
  /** Every prefecture some company works in: the filter's options. */
  prefectures: z.array(z.string()),
});
export type CompanyListResponse = z.infer<typeof companyListResponse>;

export const companyIdParams = z.object({ id: idParam });

const cell = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const companyHolder = z.object({
  name: z.string(),
  holderType: z.enum(['company', 'person']),
  percent: z.number(),
  /** Set when the holder is a company on record: its profile. */
  companyId: z.number().int().nullable(),
});

export const companyMine = z.object({
  mineId: z.number().int(),
  mineName: z.string(),
  prefecture: z.string(),
  county: z.string(),
  productionStatus: z.string(),
  capacity: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** The licence holder: this company, or the subsidiary it holds the mine through. */
  holder: z.string().nullable(),
  holderId: z.number().int().nullable(),
  score: z.number().nullable(),
  band: z.enum(RISK_BANDS).nullable(),
});
export type CompanyMine = z.infer<typeof companyMine>;

/** One record of one of its mines, with the mine it belongs to. */
export const companyRecord = z.object({
  mineId: z.number().int(),
  mineName: z.string(),
  values: z.record(z.string(), cell),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const companyProfile = companyCard.extend({
  legalRep: z.string().nullable(),
  /** Registered capital, 10⁴ CNY. */
  capital: z.number().nullable(),
  establishedOn: z.string().nullable(),
  type: z.string().nullable(),
  address: z.string().nullable(),
  controller: z.string().nullable(),
  controlShare: z.number().nullable(),
  window: z.object({ from: z.string(), to: z.string() }),
  holders: z.array(companyHolder),
  /** Companies it holds more than half of, directly. */
  subsidiaries: z.array(z.object({ companyId: z.number().int(), name: z.string(), percent: z.number() })),
  graph: z.object({ nodes: z.array(graphNode), edges: z.array(graphEdge) }),
  /** Every mine it holds, directly or through subsidiaries. */
  heldMines: z.array(companyMine),
  records: z.object({
    accidents: z.array(companyRecord),
    penalties: z.array(companyRecord),
    dishonest: z.array(companyRecord),
    auctions: z.array(companyRecord),
    changes: z.array(companyRecord),
  }),
  risk: z.object({
    bands: z.object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() }),
    unscored: z.number().int(),
    /** Its worst-scored mines with the indicators that weigh most in each score. */
    worst: z.array(
      z.object({
        mineId: z.number().int(),
        mineName: z.string(),
        score: z.number(),
        band: z.enum(RISK_BANDS),
        reasons: z.array(riskContribution),
      }),
    ),
  }),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
export const companyProfileResponse = envelopeOf(companyProfile);
