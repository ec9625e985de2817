import { z } from 'zod';
import { idParam } from './ids';
import { envelopeOf, listEnvelopeOf } from './envelope';
import { PROFILE_SECTIONS } from './mine/subsections';
import { RISK_BANDS, RISK_UNSCORED_REASONS } from './risk-terms';
import { MINE_CARD_FIELDS, mineSummary, riskScoreSet } from './mine/summary';

export const profileSection = z.enum(PROFILE_SECTIONS.map((s) => s.id) as [string, ...string[]]);

export const mineIdParams = z.object({ mineId: idParam });
/** A mine named by its id or its code (capital letters, digits and hyphens). */
export const mineExportParams = z.object({ idOrCode: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) });
export const recentQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(50).default(10) });
export const mineSectionParams = mineIdParams.extend({ section: profileSection });

export const licenceState = z.enum(['valid', 'expiring', 'expired']);
/** A licence expiring within this many days is flagged (extension is due 3 months before expiry). */
export const LICENCE_WARNING_DAYS = 90;

/** A mine's latest licence of a kind and how far it is from expiry. */
export const mineLicence = z.object({
  kind: z.enum(['mining', 'safety']),
  number: z.string(),
  validTo: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  state: licenceState,
});
export type MineLicence = z.infer<typeof mineLicence>;

export const mineHeader = mineSummary
  .pick({ ...MINE_CARD_FIELDS, lat: true, lng: true, isSample: true, updateTime: true })
  .extend({
    aliases: z.array(z.string()),
    /** The risk model's score (higher is riskier), band, weight set and time; null while unscored. */
    score: z
      .object({
        value: z.number(),
        band: z.enum(RISK_BANDS),
        version: z.number().int(),
        computedAt: z.string(),
      })
      .nullable(),
    /** Why the model leaves the mine unscored (closed, too little data); null when scored. */
    unscored: z.enum(RISK_UNSCORED_REASONS).nullable(),
    licences: z.array(mineLicence),
    followed: z.boolean(),
  });
export type MineHeader = z.infer<typeof mineHeader>;
export const mineHeaderResponse = envelopeOf(mineHeader);

const cell = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const graphNode = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['mine', 'company', 'person']),
  /** Cumulative holding in the mine's company along the path, %. */
  percent: z.number().nullable(),
  /** A company on record opens its profile (/profile/basic?id=). */
  companyId: z.number().int().nullable().optional(),
});
export const graphEdge = z.object({ source: z.string(), target: z.string(), percent: z.number() });

/** One subsection's data, shaped by where it lives (the subsection registry's `source.kind`). */
export const subsectionData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mine'), values: z.record(z.string(), cell) }),
  z.object({ kind: z.literal('table'), rows: z.array(z.record(z.string(), cell)) }),
  z.object({ kind: z.literal('document'), data: z.record(z.string(), z.unknown()).nullable() }),
  z.object({ kind: z.literal('graph'), nodes: z.array(graphNode), edges: z.array(graphEdge) }),
  /** The score lives in the risk model: the page reads it from /api/risk/mines/{id}. */
  z.object({ kind: z.literal('risk'), mineId: z.number().int() }),
]);
export type SubsectionData = z.infer<typeof subsectionData>;

/** Every subsection of one section in one call, keyed by subsection id. */
export const mineSection = z.object({
  mineId: z.number().int(),
  section: profileSection,
  subsections: z.record(z.string(), subsectionData),
});
export type MineSection = z.infer<typeof mineSection>;
export const mineSectionResponse = envelopeOf(mineSection);

/** A mine on the user's desk: followed or recently viewed. */
export const deskMine = mineSummary
  .pick({
    mineId: true,
    mineName: true,
    prefecture: true,
    county: true,
    productionStatus: true,
    capacity: true,
    riskScore: true,
    riskBand: true,
  })
  .extend({
    /** When it was followed or last viewed. */
    time: z.string(),
    /** The nearest licence expiry, for the workplace's expiry list. */
    licenceWarning: z
      .object({
        kind: z.enum(['mining', 'safety']),
        validTo: z.string(),
        daysLeft: z.number().int(),
        state: licenceState,
      })
      .nullable(),
  });
export type DeskMine = z.infer<typeof deskMine>;
export const deskMineListResponse = listEnvelopeOf(deskMine).extend({ riskSet: riskScoreSet });
export const followResponse = envelopeOf(z.object({ followed: z.boolean() }));
