import { DICT_TYPES } from '../dict-types';

/**
 * Column definitions shared by the import template, the validator, the export and the profile tables:
 * one list per entity, so a header, a unit or a range is written once.
 */
export type ColumnType = 'text' | 'list' | 'number' | 'integer' | 'date' | 'boolean' | 'dict' | 'enum';
export type DictTypeName = (typeof DICT_TYPES)[keyof typeof DICT_TYPES];

export interface EnumOption {
  value: string;
  zh: string;
  en: string;
}

export interface ColumnDef {
  key: string;
  zh: string;
  en: string;
  type: ColumnType;
  unit?: string;
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  dict?: DictTypeName;
  options?: readonly EnumOption[];
  /** Computed by the server (e.g. GB/T 15224 grades): exported, ignored on import. */
  derived?: boolean;
}

type Extra = Omit<ColumnDef, 'key' | 'zh' | 'en' | 'type'>;
const c = (key: string, zh: string, en: string, type: ColumnType, extra: Extra = {}): ColumnDef => ({
  key,
  zh,
  en,
  type,
  ...(type === 'text' && extra.maxLength === undefined ? { maxLength: 500 } : {}),
  ...extra,
});
const opts = (...items: [string, string, string][]): EnumOption[] =>
  items.map(([value, zh, en]) => ({ value, zh, en }));
const same = (...items: [string, string][]): EnumOption[] => items.map(([zh, en]) => ({ value: zh, zh, en }));

/** Guizhou's extent with a small margin (WGS84); the province spans 24.62–29.22 N, 103.60–109.59 E. */
export const GUIZHOU_BOUNDS = { minLat: 24.5, maxLat: 29.3, minLng: 103.5, maxLng: 109.7 } as const;

export const MINE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,31}$/;

const pct0 = (key: string, zh: string, en: string): ColumnDef =>
  c(key, zh, en, 'number', { min: 0, max: 100, unit: '%' });

export const mineColumns: ColumnDef[] = [
  c('code', '矿井编码', 'Mine code', 'text', { required: true, maxLength: 32 }),
  c('name', '矿井名称', 'Mine name', 'text', { required: true, maxLength: 100 }),
  c('aliases', '曾用名', 'Former names', 'list', { maxLength: 500 }),
  c('prefecture', '市州', 'Prefecture', 'text', { required: true, maxLength: 20 }),
  c('county', '区县', 'County', 'text', { required: true, maxLength: 30 }),
  c('lat', '纬度', 'Latitude', 'number', {
    required: true,
    min: GUIZHOU_BOUNDS.minLat,
    max: GUIZHOU_BOUNDS.maxLat,
    unit: '°',
  }),
  c('lng', '经度', 'Longitude', 'number', {
    required: true,
    min: GUIZHOU_BOUNDS.minLng,
    max: GUIZHOU_BOUNDS.maxLng,
    unit: '°',
  }),
  c('address', '地址', 'Address', 'text', { maxLength: 200 }),
  c('productionStatus', '生产状态', 'Production status', 'dict', {
    required: true,
    dict: DICT_TYPES.productionStatus,
  }),
  c('productionType', '生产类型', 'Production type', 'dict', { dict: DICT_TYPES.productionType }),
  c('capacity', '核定产能', 'Approved capacity', 'number', {
    required: true,
    min: 0,
    max: 2000,
    unit: '万吨/年',
  }),
  c('mergerType', '兼并重组类型', 'Merger stage', 'dict', { dict: DICT_TYPES.mergerType }),
  c('complexity', '地质构造复杂程度', 'Geological complexity', 'dict', { dict: DICT_TYPES.complexity }),
  c('gasGrade', '瓦斯等级', 'Gas grade', 'dict', { dict: DICT_TYPES.gasGrade }),
  c('hydroType', '水文地质类型', 'Hydrogeological type', 'dict', { dict: DICT_TYPES.hydroType }),
  c('coalRank', '煤类', 'Coal rank', 'dict', { dict: DICT_TYPES.coalRank }),
  c('company', '采矿权人', 'Mining rights holder', 'text', { maxLength: 200 }),
  c('companyCreditCode', '统一社会信用代码', 'Unified credit code', 'text', { maxLength: 18 }),
  c('companyLegalRep', '法定代表人', 'Legal representative', 'text', { maxLength: 50 }),
  c('companyCapital', '注册资本', 'Registered capital', 'number', { min: 0, max: 10_000_000, unit: '万元' }),
  c('companyEstablishedOn', '成立日期', 'Established on', 'date'),
  c('companyType', '经济类型', 'Economic type', 'text', { maxLength: 50 }),
  c('companyAddress', '企业地址', 'Company address', 'text', { maxLength: 200 }),
  c('companyController', '实际控制人', 'Actual controller', 'text', { maxLength: 200 }),
  pct0('companyControlShare', '实际控制人持股比例', "Controller's look-through holding"),
  // The risk model's current score: computed by the server, exported for reading, never imported.
  c('riskScore', '风险评分', 'Risk score', 'number', { unit: '越高风险越大', derived: true }),
  c('riskBand', '风险等级', 'Risk band', 'text', { derived: true }),
  c('riskSetVersion', '权重方案版本', 'Weight set version', 'integer', { derived: true }),
  c('riskComputedAt', '评分计算时间', 'Score computed at', 'text', { derived: true }),
  c('riskUnscored', '未评分原因', 'Why not scored', 'text', { derived: true }),
];

/** The mine sheet's columns the risk model fills on export. */
export const RISK_EXPORT_KEYS = [
  'riskScore',
  'riskBand',
  'riskSetVersion',
  'riskComputedAt',
  'riskUnscored',
] as const;

const seamNo = c('seamNo', '煤层编号', 'Seam', 'text', { required: true, maxLength: 20 });
const pct = (key: string, zh: string, en: string, extra: Extra = {}) =>
  c(key, zh, en, 'number', { min: 0, max: 100, unit: '%', ...extra });
const money = (key: string, zh: string, en: string, extra: Extra = {}) =>
  c(key, zh, en, 'number', { min: 0, max: 10_000_000, unit: '万元', ...extra });

const recordColumns = {
  seams: [
    seamNo,
    c('thicknessMin', '最小厚度', 'Min. thickness', 'number', { min: 0, max: 60, unit: 'm' }),
    c('thicknessMax', '最大厚度', 'Max. thickness', 'number', { min: 0, max: 60, unit: 'm' }),
    c('thicknessAvg', '平均厚度', 'Mean thickness', 'number', { required: true, min: 0, max: 60, unit: 'm' }),
    c('dip', '倾角', 'Dip', 'number', { min: 0, max: 90, unit: '°' }),
    c('spacing', '层间距', 'Interval to next seam', 'number', { min: 0, max: 500, unit: 'm' }),
    c('stability', '稳定性', 'Stability', 'enum', {
      options: same(
        ['稳定', 'stable'],
        ['较稳定', 'fairly stable'],
        ['不稳定', 'unstable'],
        ['极不稳定', 'very unstable'],
      ),
    }),
    c('minable', '是否可采', 'Minable', 'boolean'),
    c('structure', '煤层结构', 'Structure', 'enum', {
      options: same(['简单', 'simple'], ['较简单', 'fairly simple'], ['复杂', 'complex']),
    }),
    c('roof', '顶板岩性', 'Roof', 'text', { maxLength: 100 }),
    c('floor', '底板岩性', 'Floor', 'text', { maxLength: 100 }),
  ],
  quality: [
    seamNo,
    pct('mad', '空气干燥基水分 Mad', 'Moisture Mad', { max: 40 }),
    pct('ad', '干燥基灰分 Ad', 'Ash Ad'),
    pct('vdaf', '干燥无灰基挥发分 Vdaf', 'Volatile matter Vdaf'),
    pct('std', '干燥基全硫 St,d', 'Total sulfur St,d', { max: 20 }),
    c('qgrd', '干燥基高位发热量 Qgr,d', 'Gross calorific value Qgr,d', 'number', {
      min: 0,
      max: 40,
      unit: 'MJ/kg',
    }),
    c('g', '粘结指数 G', 'Caking index G', 'integer', { min: 0, max: 120 }),
    c('coalRank', '煤类', 'Coal rank', 'dict', { dict: DICT_TYPES.coalRank }),
    c('ashGrade', '灰分等级', 'Ash grade', 'dict', { dict: DICT_TYPES.ashGrade, derived: true }),
    c('sulfurGrade', '硫分等级', 'Sulfur grade', 'dict', { dict: DICT_TYPES.sulfurGrade, derived: true }),
    c('calorificGrade', '发热量等级', 'Calorific grade', 'dict', {
      dict: DICT_TYPES.calorificGrade,
      derived: true,
    }),
  ],
  gas: [
    seamNo,
    c('measuredOn', '测定日期', 'Measured on', 'date'),
    c('gasContent', '瓦斯含量', 'Gas content', 'number', { min: 0, max: 100, unit: 'm³/t' }),
    c('gasPressure', '瓦斯压力', 'Gas pressure', 'number', { min: 0, max: 20, unit: 'MPa' }),
    c('relativeEmission', '相对瓦斯涌出量', 'Relative emission', 'number', {
      min: 0,
      max: 200,
      unit: 'm³/t',
    }),
    c('absoluteEmission', '绝对瓦斯涌出量', 'Absolute emission', 'number', {
      min: 0,
      max: 500,
      unit: 'm³/min',
    }),
    pct('ch4', 'CH₄', 'CH₄'),
    pct('co2', 'CO₂', 'CO₂'),
    pct('n2', 'N₂', 'N₂'),
    c('firmness', '坚固性系数 f', 'Firmness f', 'number', { min: 0, max: 10 }),
    c('desorptionVelocity', '瓦斯放散初速度 Δp', 'Initial desorption velocity Δp', 'number', {
      min: 0,
      max: 100,
      unit: 'mmHg',
    }),
    c('permeability', '透气性系数', 'Permeability coefficient', 'number', {
      min: 0,
      max: 1000,
      unit: 'm²/(MPa²·d)',
    }),
    c('outburstRisk', '有突出危险性', 'Outburst-prone', 'boolean'),
  ],
  licences: [
    c('kind', '证照类型', 'Licence', 'enum', {
      required: true,
      options: opts(
        ['mining', '采矿许可证', 'mining licence'],
        ['safety', '安全生产许可证', 'safety production licence'],
      ),
    }),
    c('number', '证号', 'Number', 'text', { required: true, maxLength: 60 }),
    c('holder', '持证人', 'Holder', 'text', { maxLength: 200 }),
    c('authority', '发证机关', 'Issued by', 'text', { maxLength: 100 }),
    c('issuedOn', '发证日期', 'Issued on', 'date'),
    c('validFrom', '有效期起', 'Valid from', 'date', { required: true }),
    c('validTo', '有效期止', 'Valid to', 'date', { required: true }),
    c('area', '矿区面积', 'Area', 'number', { min: 0, max: 1000, unit: 'km²' }),
    c('elevationTop', '开采标高上限', 'Top elevation', 'number', { min: -2000, max: 3000, unit: 'm' }),
    c('elevationBottom', '开采标高下限', 'Bottom elevation', 'number', { min: -2000, max: 3000, unit: 'm' }),
    c('capacity', '生产规模', 'Production scale', 'number', { min: 0, max: 2000, unit: '万吨/年' }),
    c('miningMethod', '开采方式', 'Mining method', 'enum', {
      options: same(
        ['地下开采', 'underground'],
        ['露天开采', 'open pit'],
        ['露天/地下开采', 'open pit and underground'],
      ),
    }),
    c('principal', '主要负责人', 'Principal', 'text', { maxLength: 50 }),
  ],
  /** The mining licence's boundary: corner points in CGCS2000 Gauss-Krüger 3° zone coordinates. */
  licenceCorners: [
    c('licenceNo', '采矿许可证号', 'Mining licence no.', 'text', { required: true, maxLength: 60 }),
    c('pointNo', '拐点编号', 'Corner', 'integer', { required: true, min: 1, max: 200 }),
    c('x', 'X 坐标', 'X (northing)', 'number', {
      required: true,
      min: 2_600_000,
      max: 3_300_000,
      unit: 'm',
    }),
    c('y', 'Y 坐标', 'Y (easting, with zone)', 'number', {
      required: true,
      min: 34_000_000,
      max: 37_999_999.99,
      unit: 'm',
    }),
  ],
  production: [
    c('year', '年份', 'Year', 'integer', { required: true, min: 1950, max: 2100 }),
    c('output', '原煤产量', 'Raw coal output', 'number', { required: true, min: 0, max: 5000, unit: '万吨' }),
    c('capacity', '当年核定产能', 'Approved capacity that year', 'number', {
      min: 0,
      max: 2000,
      unit: '万吨/年',
    }),
    c('workingDays', '生产天数', 'Working days', 'integer', { min: 0, max: 366 }),
    c('employees', '从业人数', 'Employees', 'integer', { min: 0, max: 100_000 }),
  ],
  accidents: [
    c('occurredOn', '发生日期', 'Date', 'date', { required: true }),
    c('kind', '事故类别', 'Type', 'enum', {
      required: true,
      options: same(
        ['瓦斯', 'gas'],
        ['煤与瓦斯突出', 'coal and gas outburst'],
        ['顶板', 'roof'],
        ['水害', 'water'],
        ['运输', 'haulage'],
        ['机电', 'electromechanical'],
        ['火灾', 'fire'],
        ['放炮', 'blasting'],
        ['其他', 'other'],
      ),
    }),
    c('grade', '事故等级', 'Grade', 'dict', { required: true, dict: DICT_TYPES.accidentGrade }),
    c('deaths', '死亡人数', 'Deaths', 'integer', { min: 0, max: 1000 }),
    c('seriousInjuries', '重伤人数', 'Serious injuries', 'integer', { min: 0, max: 10_000 }),
    money('directLoss', '直接经济损失', 'Direct loss'),
    c('summary', '事故概况', 'Summary', 'text', { maxLength: 1000 }),
  ],
  penalties: [
    c('documentNo', '处罚决定书文号', 'Decision no.', 'text', { required: true, maxLength: 100 }),
    c('decidedOn', '处罚日期', 'Date', 'date', { required: true }),
    c('authority', '处罚机关', 'Authority', 'text', { maxLength: 100 }),
    c('violation', '违法事实', 'Violation', 'text', { maxLength: 1000 }),
    c('decision', '处罚内容', 'Penalty', 'text', { maxLength: 500 }),
    money('amount', '罚款金额', 'Fine'),
    money('paidAmount', '已缴金额', 'Paid'),
  ],
  shareholders: [
    c('name', '股东名称', 'Shareholder', 'text', { required: true, maxLength: 200 }),
    c('holderType', '股东类型', 'Type', 'enum', {
      required: true,
      options: opts(['company', '企业法人', 'company'], ['person', '自然人', 'natural person']),
    }),
    pct('percent', '持股比例', 'Holding', { required: true }),
    money('capital', '认缴出资额', 'Subscribed capital'),
    c('subscribedOn', '认缴出资日期', 'Subscribed on', 'date'),
  ],
  changes: [
    c('changedOn', '变更日期', 'Date', 'date', { required: true }),
    c('item', '变更事项', 'Item', 'text', { required: true, maxLength: 100 }),
    c('before', '变更前', 'Before', 'text', { maxLength: 1000 }),
    c('after', '变更后', 'After', 'text', { maxLength: 1000 }),
  ],
  assets: [
    c('kind', '资产类别', 'Kind', 'enum', {
      required: true,
      options: same(
        ['土地使用权', 'land use right'],
        ['房产', 'building'],
        ['设备', 'equipment'],
        ['车辆', 'vehicle'],
        ['商标', 'trademark'],
        ['专利', 'patent'],
      ),
    }),
    c('name', '资产名称', 'Name', 'text', { required: true, maxLength: 200 }),
    c('certificateNo', '权证编号', 'Certificate no.', 'text', { maxLength: 100 }),
    money('value', '账面价值', 'Book value'),
    c('acquiredOn', '取得日期', 'Acquired on', 'date'),
  ],
  dishonest: [
    c('caseNo', '案号', 'Case no.', 'text', { required: true, maxLength: 100 }),
    c('court', '执行法院', 'Court', 'text', { required: true, maxLength: 100 }),
    c('filedOn', '立案日期', 'Filed on', 'date'),
    c('publishedOn', '发布日期', 'Published on', 'date'),
    c('obligation', '生效法律文书确定的义务', 'Obligation', 'text', { maxLength: 1000 }),
    c('performance', '履行情况', 'Performance', 'enum', {
      options: same(
        ['全部未履行', 'not performed'],
        ['部分未履行', 'partly performed'],
        ['已履行', 'performed'],
      ),
    }),
    money('amount', '涉案金额', 'Amount'),
  ],
  auctions: [
    c('title', '拍卖标的', 'Lot', 'text', { required: true, maxLength: 200 }),
    c('court', '处置法院', 'Court', 'text', { required: true, maxLength: 100 }),
    c('auctionOn', '拍卖日期', 'Auction date', 'date'),
    money('startingPrice', '起拍价', 'Starting price'),
    money('dealPrice', '成交价', 'Hammer price'),
    c('status', '拍卖状态', 'Status', 'enum', {
      options: same(
        ['即将开始', 'upcoming'],
        ['已成交', 'sold'],
        ['流拍', 'unsold'],
        ['中止', 'suspended'],
        ['撤回', 'withdrawn'],
      ),
    }),
  ],
  files: [
    c('title', '文档名称', 'Title', 'text', { required: true, maxLength: 200 }),
    c('docNo', '文号', 'Reference', 'text', { maxLength: 100 }),
    c('kind', '文档类别', 'Kind', 'enum', {
      options: same(
        ['批复', 'approval'],
        ['报告', 'report'],
        ['设计', 'design'],
        ['公告', 'notice'],
        ['其他', 'other'],
      ),
    }),
    c('issuedBy', '发文单位', 'Issued by', 'text', { maxLength: 100 }),
    c('issuedOn', '发文日期', 'Issued on', 'date'),
  ],
  mergerSteps: [
    c('stage', '兼并重组环节', 'Stage', 'dict', { required: true, dict: DICT_TYPES.mergerType }),
    c('completedOn', '完成日期', 'Completed on', 'date'),
    c('docNo', '批复文号', 'Reference', 'text', { maxLength: 100 }),
    c('remark', '备注', 'Remark', 'text', { maxLength: 500 }),
  ],
  procedures: [
    c('name', '手续名称', 'Procedure', 'text', { required: true, maxLength: 100 }),
    c('docNo', '文号', 'Reference', 'text', { maxLength: 100 }),
    c('authority', '审批机关', 'Authority', 'text', { maxLength: 100 }),
    c('approvedOn', '批准日期', 'Approved on', 'date'),
    c('status', '办理状态', 'Status', 'enum', {
      options: same(['已办理', 'done'], ['办理中', 'in progress'], ['未办理', 'not started']),
    }),
  ],
  /** Design capacity and the capacity announcements after it (核定, 核增, 核减), in date order. */
  capacityChanges: [
    c('announcedOn', '公告日期', 'Announced on', 'date', { required: true }),
    c('kind', '类别', 'Kind', 'enum', {
      required: true,
      options: same(['设计', 'design'], ['核定', 'approved'], ['核增', 'increased'], ['核减', 'reduced']),
    }),
    c('capacity', '生产能力', 'Capacity', 'number', { required: true, min: 0, max: 2000, unit: '万吨/年' }),
    c('previousCapacity', '变更前能力', 'Previous capacity', 'number', {
      min: 0,
      max: 2000,
      unit: '万吨/年',
    }),
    c('batch', '公告批次', 'Announcement batch', 'text', { maxLength: 100 }),
    c('documentNo', '文号', 'Reference', 'text', { maxLength: 100 }),
    c('issuedBy', '公告机关', 'Announced by', 'text', { maxLength: 100 }),
  ],
  /** Regulators' inspections, major hazards found, 停产整顿 orders and the 复产验收 that lifts them. */
  supervision: [
    c('date', '日期', 'Date', 'date', { required: true }),
    c('kind', '类别', 'Kind', 'enum', {
      required: true,
      options: same(
        ['执法检查', 'inspection'],
        ['重大事故隐患', 'major hazard'],
        ['停产整顿', 'suspension order'],
        ['复产验收', 'resumption acceptance'],
      ),
    }),
    c('authority', '监管机关', 'Authority', 'text', { maxLength: 100 }),
    c('documentNo', '文书编号', 'Document no.', 'text', { maxLength: 100 }),
    c('content', '内容', 'Content', 'text', { maxLength: 1000 }),
    c('closedOn', '整改完成日期', 'Closed on', 'date'),
  ],
  /** The latest appraisals behind the mine's gas grade, spontaneous-combustion class and standardisation grade. */
  appraisals: [
    c('kind', '鉴定类别', 'Appraisal', 'enum', {
      required: true,
      options: same(
        ['瓦斯等级鉴定', 'gas grade'],
        ['自燃倾向性鉴定', 'spontaneous combustion'],
        ['安全生产标准化等级', 'safety standardisation'],
      ),
    }),
    c('year', '鉴定年度', 'Year', 'integer', { required: true, min: 1950, max: 2100 }),
    c('result', '鉴定结果', 'Result', 'text', { maxLength: 100 }),
    c('authority', '确认机关', 'Confirmed by', 'text', { maxLength: 100 }),
    c('documentNo', '文号', 'Reference', 'text', { maxLength: 100 }),
  ],
  /** Faces accepted as intelligent (智能化) by the energy bureau, with the level reached. */
  smartFaces: [
    c('faceName', '工作面名称', 'Face', 'text', { required: true, maxLength: 100 }),
    c('kind', '类别', 'Kind', 'enum', {
      required: true,
      options: same(
        ['智能化综采工作面', 'intelligent longwall'],
        ['智能化掘进工作面', 'intelligent heading'],
      ),
    }),
    c('seamNo', '煤层编号', 'Seam', 'text', { maxLength: 20 }),
    c('level', '智能化等级', 'Level', 'enum', {
      options: same(['初级', 'basic'], ['中级', 'intermediate'], ['高级', 'advanced']),
    }),
    c('acceptedOn', '验收日期', 'Accepted on', 'date'),
    c('authority', '验收单位', 'Accepted by', 'text', { maxLength: 100 }),
    c('documentNo', '文号', 'Reference', 'text', { maxLength: 100 }),
  ],
} satisfies Record<string, ColumnDef[]>;

/** 数据来源: the report, register or decision each record was taken from; the last column of every sheet. */
export const SOURCE_COLUMN: ColumnDef = c('source', '数据来源', 'Source', 'text', { maxLength: 300 });

export const childEntityColumns = Object.fromEntries(
  Object.entries(recordColumns).map(([entity, columns]) => [entity, [...columns, SOURCE_COLUMN]]),
) as { [K in keyof typeof recordColumns]: ColumnDef[] };

export type ChildEntity = keyof typeof childEntityColumns;
export const CHILD_ENTITIES = Object.keys(childEntityColumns) as ChildEntity[];

/** Sheet names of the import template and the exports, in workbook order. */
export const SHEET_NAMES: Record<'mine' | ChildEntity | 'documents', { zh: string; en: string }> = {
  mine: { zh: '煤矿', en: 'Mines' },
  seams: { zh: '煤层', en: 'Seams' },
  quality: { zh: '煤质', en: 'Coal quality' },
  gas: { zh: '瓦斯', en: 'Gas' },
  licences: { zh: '证照', en: 'Licences' },
  licenceCorners: { zh: '矿区拐点坐标', en: 'Licence corners' },
  production: { zh: '生产记录', en: 'Production' },
  accidents: { zh: '事故', en: 'Accidents' },
  penalties: { zh: '行政处罚', en: 'Penalties' },
  shareholders: { zh: '股东', en: 'Shareholders' },
  changes: { zh: '变更记录', en: 'Changes' },
  assets: { zh: '企业资产', en: 'Assets' },
  dishonest: { zh: '失信被执行人', en: 'Dishonest debtors' },
  auctions: { zh: '司法拍卖', en: 'Judicial auctions' },
  files: { zh: '矿井文档', en: 'Documents' },
  mergerSteps: { zh: '兼并重组进程', en: 'Merger steps' },
  procedures: { zh: '行政手续', en: 'Procedures' },
  capacityChanges: { zh: '产能核定', en: 'Capacity history' },
  supervision: { zh: '监管记录', en: 'Supervision' },
  appraisals: { zh: '鉴定年度', en: 'Appraisals' },
  smartFaces: { zh: '智能化工作面', en: 'Smart-mining faces' },
  documents: { zh: '概况描述', en: 'Descriptions' },
};

/** Columns of the description sheet: one row per descriptive subsection, its content as JSON. */
export const documentColumns: ColumnDef[] = [
  c('subsection', '小节编号', 'Subsection id', 'text', { required: true, maxLength: 50 }),
  c('title', '小节名称', 'Subsection', 'text', { maxLength: 50, derived: true }),
  c('content', '内容（JSON）', 'Content (JSON)', 'text', { required: true, maxLength: 30_000 }),
];
