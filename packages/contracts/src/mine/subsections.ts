import type { ChildEntity } from './columns';
import type { DocumentSubsection } from './documents';

/** The five profile sections (SPEC.md "Mine profile anchor sections"). */
export const PROFILE_SECTIONS = [
  { id: 'overview', titleZh: '概况', titleEn: 'Overview' },
  { id: 'geology', titleZh: '地质', titleEn: 'Geology' },
  { id: 'production', titleZh: '生产', titleEn: 'Production' },
  { id: 'safety', titleZh: '安全', titleEn: 'Safety' },
  { id: 'management', titleZh: '经营管理', titleEn: 'Management' },
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['id'];

/**
 * Where a subsection's data lives:
 * - `mine`: fields of the mine row (and its company), listed in `fields`
 * - `table`: rows of a child entity (columns in columns.ts), optionally filtered and narrowed
 * - `document`: the typed JSON document of the same id (documents.ts)
 * - `graph`: the ownership graph (company → shareholders → their holders)
 * - `risk`: the risk model's score of the mine (read from the risk model, not stored with the mine)
 */
export type SubsectionSource =
  | { kind: 'mine'; fields: readonly string[] }
  | {
      kind: 'table';
      entity: ChildEntity;
      /** Only rows whose column equals the value (e.g. licences of one kind). */
      filter?: { column: string; value: string };
      /** Columns to show, in order; all when absent. */
      columns?: readonly string[];
      chart?: 'productionByYear' | 'qualityBySeam';
    }
  | { kind: 'document'; document: DocumentSubsection }
  | { kind: 'graph' }
  | { kind: 'risk' };

export interface SubsectionDef {
  id: string;
  section: ProfileSection;
  titleZh: string;
  titleEn: string;
  source: SubsectionSource;
}

const doc = (document: DocumentSubsection): SubsectionSource => ({ kind: 'document', document });
const table = (
  entity: ChildEntity,
  extra: Omit<Extract<SubsectionSource, { kind: 'table' }>, 'kind' | 'entity'> = {},
): SubsectionSource => ({
  kind: 'table',
  entity,
  ...extra,
});

/** Every subsection of the profile, in page order: the profile page renders from this list. */
export const SUBSECTIONS: readonly SubsectionDef[] = [
  // Overview
  {
    id: 'mineOverview',
    section: 'overview',
    titleZh: '矿井概况',
    titleEn: 'Mine overview',
    source: {
      kind: 'mine',
      fields: [
        'name',
        'aliases',
        'code',
        'prefecture',
        'county',
        'address',
        'lat',
        'lng',
        'coalRank',
        'complexity',
        'gasGrade',
        'hydroType',
      ],
    },
  },
  {
    id: 'productionOverview',
    section: 'overview',
    titleZh: '生产概况',
    titleEn: 'Production overview',
    source: { kind: 'mine', fields: ['productionStatus', 'productionType', 'capacity', 'mergerType'] },
  },
  {
    id: 'miningRightsHolder',
    section: 'overview',
    titleZh: '采矿权人',
    titleEn: 'Mining rights holder',
    source: {
      kind: 'mine',
      fields: [
        'company',
        'companyCreditCode',
        'companyLegalRep',
        'companyCapital',
        'companyEstablishedOn',
        'companyType',
        'companyAddress',
        'companyController',
        'companyControlShare',
      ],
    },
  },
  { id: 'score', section: 'overview', titleZh: '风险评分', titleEn: 'Risk score', source: { kind: 'risk' } },
  {
    id: 'miningLicence',
    section: 'overview',
    titleZh: '采矿许可证',
    titleEn: 'Mining licence',
    source: table('licences', {
      filter: { column: 'kind', value: 'mining' },
      columns: [
        'number',
        'holder',
        'authority',
        'issuedOn',
        'validFrom',
        'validTo',
        'miningMethod',
        'area',
        'elevationTop',
        'elevationBottom',
        'capacity',
      ],
    }),
  },
  {
    id: 'licenceCorners',
    section: 'overview',
    titleZh: '矿区范围拐点坐标（CGCS2000）',
    titleEn: 'Licence boundary corners (CGCS2000)',
    source: table('licenceCorners'),
  },
  {
    id: 'safetyLicence',
    section: 'overview',
    titleZh: '安全生产许可证',
    titleEn: 'Safety production licence',
    source: table('licences', {
      filter: { column: 'kind', value: 'safety' },
      columns: ['number', 'holder', 'principal', 'authority', 'issuedOn', 'validFrom', 'validTo'],
    }),
  },
  {
    id: 'procedures',
    section: 'overview',
    titleZh: '行政手续',
    titleEn: 'Administrative procedures',
    source: table('procedures'),
  },
  {
    id: 'files',
    section: 'overview',
    titleZh: '矿井文档',
    titleEn: 'Mine documents',
    source: table('files'),
  },
  {
    id: 'mergerSteps',
    section: 'overview',
    titleZh: '兼并重组详情',
    titleEn: 'Merger and restructuring',
    source: table('mergerSteps'),
  },
  {
    id: 'geologyOverview',
    section: 'overview',
    titleZh: '地质概况',
    titleEn: 'Geology overview',
    source: doc('geologyOverview'),
  },
  {
    id: 'productionSummary',
    section: 'overview',
    titleZh: '生产概述',
    titleEn: 'Production summary',
    source: doc('productionSummary'),
  },
  {
    id: 'productionRecords',
    section: 'overview',
    titleZh: '生产记录',
    titleEn: 'Production records',
    source: table('production', { chart: 'productionByYear' }),
  },
  {
    id: 'capacityHistory',
    section: 'overview',
    titleZh: '设计与核定产能',
    titleEn: 'Design and approved capacity',
    source: table('capacityChanges'),
  },
  {
    id: 'safetyOverview',
    section: 'overview',
    titleZh: '安全概况',
    titleEn: 'Safety overview',
    source: doc('safetyOverview'),
  },
  {
    id: 'operationsOverview',
    section: 'overview',
    titleZh: '经营概况',
    titleEn: 'Operations overview',
    source: doc('operationsOverview'),
  },
  {
    id: 'relationshipGraph',
    section: 'overview',
    titleZh: '关系图谱',
    titleEn: 'Relationship graph',
    source: { kind: 'graph' },
  },
  // Geology
  {
    id: 'resources',
    section: 'geology',
    titleZh: '矿井资源',
    titleEn: 'Mine resources',
    source: doc('resources'),
  },
  {
    id: 'physicalGeography',
    section: 'geology',
    titleZh: '自然地理',
    titleEn: 'Physical geography',
    source: doc('physicalGeography'),
  },
  {
    id: 'districtStructure',
    section: 'geology',
    titleZh: '矿区构造',
    titleEn: 'Ore-district structure',
    source: doc('districtStructure'),
  },
  { id: 'faults', section: 'geology', titleZh: '断层', titleEn: 'Faults', source: doc('faults') },
  {
    id: 'coalStrata',
    section: 'geology',
    titleZh: '含煤地层',
    titleEn: 'Coal-bearing strata',
    source: doc('coalStrata'),
  },
  {
    id: 'minableSeams',
    section: 'geology',
    titleZh: '可采煤层特征',
    titleEn: 'Minable seams',
    source: table('seams'),
  },
  {
    id: 'coalChemistry',
    section: 'geology',
    titleZh: '煤的化学性质',
    titleEn: 'Coal chemical properties',
    source: table('quality', { columns: ['seamNo', 'mad', 'ad', 'vdaf', 'std', 'qgrd', 'g'] }),
  },
  {
    id: 'coalQuality',
    section: 'geology',
    titleZh: '煤质',
    titleEn: 'Coal quality',
    source: table('quality', {
      columns: ['seamNo', 'coalRank', 'ashGrade', 'sulfurGrade', 'calorificGrade'],
      chart: 'qualityBySeam',
    }),
  },
  {
    id: 'hydrogeology',
    section: 'geology',
    titleZh: '水文地质',
    titleEn: 'Hydrogeology',
    source: doc('hydrogeology'),
  },
  {
    id: 'engineeringGeology',
    section: 'geology',
    titleZh: '工程地质',
    titleEn: 'Engineering geology',
    source: doc('engineeringGeology'),
  },
  {
    id: 'otherConditions',
    section: 'geology',
    titleZh: '其他开采技术条件',
    titleEn: 'Other mining conditions',
    source: doc('otherConditions'),
  },
  {
    id: 'gasComposition',
    section: 'geology',
    titleZh: '瓦斯成分',
    titleEn: 'Gas composition',
    source: table('gas', { columns: ['seamNo', 'measuredOn', 'ch4', 'co2', 'n2'] }),
  },
  {
    id: 'gasContent',
    section: 'geology',
    titleZh: '瓦斯含量',
    titleEn: 'Gas content',
    source: table('gas', {
      columns: ['seamNo', 'measuredOn', 'gasContent', 'gasPressure', 'relativeEmission', 'absoluteEmission'],
    }),
  },
  {
    id: 'gasAdditional',
    section: 'geology',
    titleZh: '瓦斯补充测定',
    titleEn: 'Gas additional determination',
    source: table('gas', {
      columns: ['seamNo', 'firmness', 'desorptionVelocity', 'permeability', 'outburstRisk'],
    }),
  },
  // Production
  {
    id: 'miningDynamics',
    section: 'production',
    titleZh: '采掘动态',
    titleEn: 'Mining dynamics',
    source: doc('miningDynamics'),
  },
  {
    id: 'smartFaces',
    section: 'production',
    titleZh: '智能化工作面',
    titleEn: 'Smart-mining faces',
    source: table('smartFaces'),
  },
  {
    id: 'developmentWorks',
    section: 'production',
    titleZh: '矿井开拓',
    titleEn: 'Mine development',
    source: doc('developmentWorks'),
  },
  {
    id: 'shaftFeatures',
    section: 'production',
    titleZh: '井筒特征',
    titleEn: 'Shafts',
    source: doc('shaftFeatures'),
  },
  {
    id: 'miningAreaFeatures',
    section: 'production',
    titleZh: '采区特征',
    titleEn: 'Mining areas',
    source: doc('miningAreaFeatures'),
  },
  {
    id: 'transport',
    section: 'production',
    titleZh: '运输系统',
    titleEn: 'Transport system',
    source: doc('transport'),
  },
  {
    id: 'ventilation',
    section: 'production',
    titleZh: '通风',
    titleEn: 'Ventilation',
    source: doc('ventilation'),
  },
  {
    id: 'powerSupply',
    section: 'production',
    titleZh: '供电',
    titleEn: 'Power supply',
    source: doc('powerSupply'),
  },
  {
    id: 'waterSupplyDrainage',
    section: 'production',
    titleZh: '供排水',
    titleEn: 'Water supply and drainage',
    source: doc('waterSupplyDrainage'),
  },
  {
    id: 'surfaceSystem',
    section: 'production',
    titleZh: '地面生产系统',
    titleEn: 'Surface production system',
    source: doc('surfaceSystem'),
  },
  {
    id: 'equipment',
    section: 'production',
    titleZh: '主要设备',
    titleEn: 'Equipment',
    source: doc('equipment'),
  },
  {
    id: 'pollutionPrevention',
    section: 'production',
    titleZh: '污染防治',
    titleEn: 'Pollution prevention',
    source: doc('pollutionPrevention'),
  },
  // Safety
  { id: 'accidents', section: 'safety', titleZh: '事故', titleEn: 'Accidents', source: table('accidents') },
  {
    id: 'supervision',
    section: 'safety',
    titleZh: '监管记录',
    titleEn: 'Supervision records',
    source: table('supervision'),
  },
  {
    id: 'appraisals',
    section: 'safety',
    titleZh: '鉴定年度',
    titleEn: 'Appraisal years',
    source: table('appraisals'),
  },
  {
    id: 'safetySystems',
    section: 'safety',
    titleZh: '安全系统',
    titleEn: 'Safety systems',
    source: doc('safetySystems'),
  },
  {
    id: 'disasterPrevention',
    section: 'safety',
    titleZh: '灾害防治',
    titleEn: 'Disaster prevention',
    source: doc('disasterPrevention'),
  },
  {
    id: 'gasPrevention',
    section: 'safety',
    titleZh: '瓦斯综合治理',
    titleEn: 'Integrated gas prevention',
    source: doc('gasPrevention'),
  },
  {
    id: 'occupationalHealth',
    section: 'safety',
    titleZh: '职业健康',
    titleEn: 'Occupational health',
    source: doc('occupationalHealth'),
  },
  {
    id: 'emergency',
    section: 'safety',
    titleZh: '应急管理',
    titleEn: 'Emergency management',
    source: doc('emergency'),
  },
  // Management
  {
    id: 'shareholders',
    section: 'management',
    titleZh: '股东信息',
    titleEn: 'Shareholders',
    source: table('shareholders'),
  },
  {
    id: 'changes',
    section: 'management',
    titleZh: '变更记录',
    titleEn: 'Change records',
    source: table('changes'),
  },
  {
    id: 'assets',
    section: 'management',
    titleZh: '企业资产',
    titleEn: 'Enterprise assets',
    source: table('assets'),
  },
  {
    id: 'penalties',
    section: 'management',
    titleZh: '行政处罚',
    titleEn: 'Administrative penalties',
    source: table('penalties'),
  },
  {
    id: 'dishonest',
    section: 'management',
    titleZh: '失信被执行人',
    titleEn: 'Dishonest judgment debtors',
    source: table('dishonest'),
  },
  {
    id: 'auctions',
    section: 'management',
    titleZh: '司法拍卖',
    titleEn: 'Judicial auctions',
    source: table('auctions'),
  },
];

/** The profile section each document is stored under (documents are stored one row per mine and section). */
export function sectionOfDocument(id: DocumentSubsection): ProfileSection {
  const def = SUBSECTIONS.find((s) => s.source.kind === 'document' && s.source.document === id);
  if (!def) throw new Error(`document ${id} has no subsection`);
  return def.section;
}
