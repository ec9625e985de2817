import {
  CHILD_ENTITIES,
  type ChildEntity,
  type ColumnDef,
  childEntityColumns,
  type ImportCounts,
  type ImportJobDetail,
  type ImportMinePreview,
  type ImportNote,
  type ImportProblem,
  type ImportStatus,
} from '@coal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './platform';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** earthdistance's point on the earth's surface (a 3-D cube), in metres from the earth's centre. */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The mining-rights holder and other companies of the ownership graph; the name is the key. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  creditCode: text('credit_code'),
  legalRep: text('legal_rep'),
  /** 注册资本, 10⁴ CNY */
  capital: doublePrecision('capital'),
  establishedOn: date('established_on'),
  type: text('type'),
  address: text('address'),
  /** 实际控制人: the end of the majority chain through the holders, or 无实际控制人. */
  controller: text('controller'),
  /** The controller's look-through holding, %. */
  controlShare: doublePrecision('control_share'),
  /**
   * A licence holder's group: the top enterprise of its > 50 % chain below any government body, or the
   * holder itself; null for a company holding no mine. Kept by syncGroupRows where holders are written.
   */
  ownerGroup: text('owner_group'),
});

/** The row every list shows. Coded fields hold dictionary values (strings, as the dictionary API serves them). */
export const mines = pgTable(
  'mines',
  {
    id: serial('id').primaryKey(),
    /** Stable mine code: survives renames and re-imports; the public mineId. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Name and aliases in one string, so one trigram index covers both. */
    searchText: text('search_text').notNull().default(''),
    /** Full pinyin without tones or spaces (jinshameikuang) and initials (jsmk), of name and aliases. */
    pinyin: text('pinyin').notNull().default(''),
    pinyinInitials: text('pinyin_initials').notNull().default(''),
    prefectureCode: text('prefecture_code').notNull(),
    prefecture: text('prefecture').notNull(),
    countyCode: text('county_code').notNull(),
    county: text('county').notNull(),
    /** WGS84 (CGCS2000) degrees. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The position as earthdistance reads it, stored so radius searches do no trigonometry per row. */
    location: earth('location').generatedAlwaysAs(sql`ll_to_earth(lat, lng)`),
    address: text('address'),
    productionStatus: text('production_status').notNull(),
    productionType: text('production_type'),
    /** Approved capacity, 10⁴ t/a. */
    capacity: doublePrecision('capacity').notNull(),
    mergerType: text('merger_type'),
    complexity: text('complexity'),
    gasGrade: text('gas_grade'),
    hydroType: text('hydro_type'),
    coalRank: text('coal_rank'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Denormalised holder name for search and lists. */
    company: text('company'),
    /** Synthetic demo record (示例数据). */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mines_prefecture_idx').on(t.prefecture),
    index('mines_county_idx').on(t.county),
    index('mines_status_idx').on(t.productionStatus),
    index('mines_type_idx').on(t.productionType),
    index('mines_capacity_idx').on(t.capacity),
    index('mines_merger_idx').on(t.mergerType),
    index('mines_complexity_idx').on(t.complexity),
    index('mines_gas_idx').on(t.gasGrade),
    index('mines_hydro_idx').on(t.hydroType),
    index('mines_rank_idx').on(t.coalRank),
    index('mines_company_id_idx').on(t.companyId),
    index('mines_updated_idx').on(t.updatedAt),
    // Migration 0016 adds INCLUDE (id), which Drizzle's index builder cannot express.
    index('mines_location_gist').using('gist', t.location),
    index('mines_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('mines_company_trgm').using('gin', t.company.op('gin_trgm_ops')),
    index('mines_pinyin_trgm').using('gin', t.pinyin.op('gin_trgm_ops')),
  ],
);

/** Direct and indirect holdings for the look-through graph: holder → company, with the holding %. */
export const ownershipEdges = pgTable(
  'ownership_edges',
  {
    id: serial('id').primaryKey(),
    holderName: text('holder_name').notNull(),
    /** company | person (Qichacha draws companies square, people round). */
    holderType: text('holder_type').notNull(),
    companyName: text('company_name').notNull(),
    percent: doublePrecision('percent').notNull(),
  },
  (t) => [
    uniqueIndex('ownership_edges_uq').on(t.companyName, t.holderType, t.holderName),
    index('ownership_edges_holder_idx').on(t.holderName),
  ],
);

function columnBuilder(col: ColumnDef): PgColumnBuilderBase {
  const name = snake(col.key);
  const builder = (() => {
    switch (col.type) {
      case 'number':
        return doublePrecision(name);
      case 'integer':
        return integer(name);
      case 'date':
        return date(name);
      case 'boolean':
        return boolean(name);
      case 'list':
        return text(name).array();
      default:
        return text(name);
    }
  })();
  return col.required ? builder.notNull() : builder;
}

/** The table of one child entity, built from its column definitions so import, export and storage agree. */
function childTable(entity: ChildEntity) {
  const columns = Object.fromEntries(childEntityColumns[entity].map((col) => [col.key, columnBuilder(col)]));
  const tableName = `mine_${snake(entity)}`;
  return pgTable(
    tableName,
    {
      id: serial('id').primaryKey(),
      mineId: integer('mine_id')
        .notNull()
        .references(() => mines.id, { onDelete: 'cascade' }),
      /** Row order within the mine, as in the source file. */
      sort: integer('sort').notNull().default(0),
      ...columns,
    },
    (t) => [index(`${tableName}_mine_idx`).on(t.mineId, t.sort)],
  );
}

export const mineSeams = childTable('seams');
export const mineQuality = childTable('quality');
export const mineGas = childTable('gas');
export const mineLicences = childTable('licences');
export const mineProduction = childTable('production');
export const mineAccidents = childTable('accidents');
export const minePenalties = childTable('penalties');
export const mineShareholders = childTable('shareholders');
export const mineChanges = childTable('changes');
export const mineAssets = childTable('assets');
export const mineDishonest = childTable('dishonest');
export const mineAuctions = childTable('auctions');
export const mineFiles = childTable('files');
export const mineMergerSteps = childTable('mergerSteps');
export const mineProcedures = childTable('procedures');
export const mineCapacityChanges = childTable('capacityChanges');
export const mineSupervision = childTable('supervision');
export const mineAppraisals = childTable('appraisals');
export const mineLicenceCorners = childTable('licenceCorners');
export const mineSmartFaces = childTable('smartFaces');

export const childTables = {
  seams: mineSeams,
  quality: mineQuality,
  gas: mineGas,
  licences: mineLicences,
  production: mineProduction,
  accidents: mineAccidents,
  penalties: minePenalties,
  shareholders: mineShareholders,
  changes: mineChanges,
  assets: mineAssets,
  dishonest: mineDishonest,
  auctions: mineAuctions,
  files: mineFiles,
  mergerSteps: mineMergerSteps,
  procedures: mineProcedures,
  capacityChanges: mineCapacityChanges,
  supervision: mineSupervision,
  appraisals: mineAppraisals,
  licenceCorners: mineLicenceCorners,
  smartFaces: mineSmartFaces,
} satisfies Record<ChildEntity, unknown>;
// Keep the list and the registry in step: a new entity needs a table here.
void (CHILD_ENTITIES satisfies (keyof typeof childTables)[]);

/** Descriptive subsections: one typed JSON document per mine and profile section (contracts documents.ts). */
export const mineDocuments = pgTable(
  'mine_documents',
  {
    mineId: integer('mine_id')
      .notNull()
      .references(() => mines.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** Subsection key → its fields (the section's document shape in contracts documents.ts). */
    data: jsonb('data').$type<Record<string, Record<string, unknown> | undefined>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mineId, t.section] })],
);

/** Uploaded files and what validating and committing them found; the file itself is kept in parts. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    status: text('status').$type<ImportStatus>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
    /** How cells were read: former names, units and dictionary synonyms mapped to stored values. */
    notes: jsonb('notes').$type<ImportNote[]>().notNull().default([]),
    preview: jsonb('preview').$type<ImportMinePreview[]>().notNull(),
    sheets: jsonb('sheets').$type<ImportJobDetail['sheets']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);

/**
 * An import job's file in consecutive parts: the embedded database encodes a statement's parameters on
 * the server's thread, and a file of 19 MB written in one statement held every other request for seconds.
 */
export const importJobParts = pgTable(
  'import_job_parts',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
