import type { DocumentSubsection, MineDocuments } from './documents';

/** How one field of a descriptive document is labelled and shown. */
export interface FieldLabel {
  zh: string;
  en: string;
  unit?: string;
  /** Labels of the fields of each item, for lists of objects. */
  item?: Record<string, FieldLabel>;
}

type Doc<K extends DocumentSubsection> = NonNullable<MineDocuments[K]>;
type ItemOf<T> = T extends readonly (infer I)[] ? (I extends object ? I : never) : never;
type LabelsOf<T> = {
  [F in keyof T]: ItemOf<T[F]> extends never
    ? FieldLabel
    : FieldLabel & { item: { [G in keyof ItemOf<T[F]>]: FieldLabel } };
};

const l = (zh: string, en: string, unit?: string): FieldLabel => (unit ? { zh, en, unit } : { zh, en });
const summary = l('概述', 'Summary');
const name = l('名称', 'Name');

/** Labels for every field of every document schema; the type makes a missing field a compile error. */
export const DOCUMENT_FIELDS: { [K in DocumentSubsection]: LabelsOf<Doc<K>> } = {
  productionSummary: {
    summary,
    miningMethod: l('采煤方法', 'Mining method'),
    workingFaces: l('回采工作面', 'Longwall faces', '个'),
    headingFaces: l('掘进工作面', 'Headings', '个'),
    mechanizationRate: l('采煤机械化程度', 'Mechanisation', '%'),
    employees: l('从业人数', 'Employees', '人'),
  },
  geologyOverview: {
    summary,
    structureSetting: l('构造位置', 'Structural setting'),
    formation: l('含煤地层', 'Coal-bearing formation'),
    seamCount: l('煤层数', 'Seams', '层'),
    minableSeamCount: l('可采煤层数', 'Minable seams', '层'),
  },
  safetyOverview: {
    summary,
    standardisationGrade: l('安全生产标准化等级', 'Standardisation grade'),
    lastInspection: l('最近检查', 'Last inspection'),
    hazards: l('主要灾害', 'Main hazards'),
  },
  operationsOverview: {
    summary,
    revenue: l('营业收入', 'Revenue', '万元'),
    sales: l('销量', 'Sales', '万吨'),
    averagePrice: l('平均售价', 'Average price', '元/吨'),
    employees: l('从业人数', 'Employees', '人'),
  },
  resources: {
    summary,
    fieldArea: l('井田面积', 'Mine field area', 'km²'),
    resources: l('保有资源量', 'Remaining resources', '万吨'),
    measured: l('探明资源量', 'Measured', '万吨'),
    indicated: l('控制资源量', 'Indicated', '万吨'),
    inferred: l('推断资源量', 'Inferred', '万吨'),
    recoverable: l('可采储量', 'Recoverable reserves', '万吨'),
    serviceLife: l('服务年限', 'Service life', '年'),
  },
  physicalGeography: {
    summary,
    landform: l('地貌', 'Landform'),
    elevationMin: l('最低标高', 'Lowest elevation', 'm'),
    elevationMax: l('最高标高', 'Highest elevation', 'm'),
    climate: l('气候', 'Climate'),
    rivers: l('河流水系', 'Rivers'),
    traffic: l('交通', 'Access'),
  },
  districtStructure: {
    summary,
    structureType: l('构造类型', 'Structure type'),
    strike: l('地层走向', 'Strike'),
    dipRange: l('地层倾角', 'Dip range'),
    folds: l('主要褶皱', 'Main folds'),
  },
  faults: {
    summary,
    items: {
      ...l('断层', 'Faults'),
      item: {
        name,
        nature: l('性质', 'Nature'),
        strike: l('走向', 'Strike'),
        dip: l('倾角', 'Dip', '°'),
        throw: l('落差', 'Throw', 'm'),
        length: l('延展长度', 'Length', 'm'),
      },
    },
  },
  coalStrata: {
    summary,
    formation: l('含煤地层', 'Formation'),
    thickness: l('地层厚度', 'Thickness', 'm'),
    seamCount: l('含煤层数', 'Seams', '层'),
    totalCoalThickness: l('煤层总厚', 'Total coal thickness', 'm'),
    coalBearingRatio: l('含煤系数', 'Coal-bearing ratio', '%'),
  },
  hydrogeology: {
    summary,
    aquifers: {
      ...l('含水层', 'Aquifers'),
      item: { code: l('代号', 'Code'), name, nature: l('性质', 'Nature') },
    },
    normalInflow: l('正常涌水量', 'Normal inflow', 'm³/h'),
    maxInflow: l('最大涌水量', 'Maximum inflow', 'm³/h'),
    specificYield: l('单位涌水量', 'Specific yield', 'L/(s·m)'),
    oldWorkingWater: l('老空水', 'Old-working water'),
  },
  engineeringGeology: {
    summary,
    roofType: l('顶板类型', 'Roof'),
    floorType: l('底板类型', 'Floor'),
    rockStrength: l('岩石强度', 'Rock strength'),
  },
  otherConditions: {
    summary,
    spontaneousCombustion: l('自燃倾向性', 'Spontaneous combustion'),
    dustExplosive: l('煤尘爆炸性', 'Explosive coal dust'),
    geothermal: l('地温', 'Geothermal'),
    rockBurst: l('冲击地压', 'Rock burst'),
  },
  miningDynamics: {
    summary,
    currentArea: l('当前采区', 'Current mining area'),
    currentFaces: l('当前工作面', 'Current faces'),
    annualPlan: l('年度计划产量', 'Annual plan', '万吨'),
  },
  developmentWorks: {
    summary,
    method: l('开拓方式', 'Development method'),
    levels: l('开采水平', 'Levels'),
    mainRoadways: l('主要巷道', 'Main roadways'),
  },
  shaftFeatures: {
    summary,
    items: {
      ...l('井筒', 'Shafts'),
      item: {
        name,
        kind: l('类型', 'Type'),
        collarElevation: l('井口标高', 'Collar elevation', 'm'),
        length: l('长度', 'Length', 'm'),
        incline: l('倾角', 'Incline', '°'),
        purpose: l('用途', 'Purpose'),
      },
    },
  },
  miningAreaFeatures: {
    summary,
    items: {
      ...l('采区', 'Mining areas'),
      item: {
        name,
        seams: l('开采煤层', 'Seams'),
        strikeLength: l('走向长度', 'Strike length', 'm'),
        dipLength: l('倾斜长度', 'Dip length', 'm'),
        status: l('状态', 'Status'),
      },
    },
  },
  transport: {
    summary,
    mainHaulage: l('主运输', 'Main haulage'),
    auxiliaryHaulage: l('辅助运输', 'Auxiliary haulage'),
    hoisting: l('提升', 'Hoisting'),
  },
  ventilation: {
    summary,
    method: l('通风方式', 'Ventilation method'),
    layout: l('通风系统', 'Layout'),
    mainFan: l('主要通风机', 'Main fan'),
    airVolume: l('总进风量', 'Air volume', 'm³/min'),
    negativePressure: l('负压', 'Negative pressure', 'Pa'),
  },
  powerSupply: {
    summary,
    sources: l('电源', 'Sources'),
    substation: l('变电所', 'Substation'),
    capacity: l('装机容量', 'Capacity', 'kVA'),
  },
  waterSupplyDrainage: {
    summary,
    waterSource: l('水源', 'Water source'),
    mainPumps: l('主排水泵', 'Main pumps'),
    sumpCapacity: l('水仓容量', 'Sump capacity', 'm³'),
  },
  surfaceSystem: {
    summary,
    preparation: l('选煤', 'Coal preparation'),
    storage: l('储煤', 'Storage'),
    loading: l('装车外运', 'Loading'),
  },
  equipment: {
    summary,
    items: {
      ...l('设备', 'Equipment'),
      item: { name, model: l('型号', 'Model'), count: l('数量', 'Count', '台') },
    },
  },
  pollutionPrevention: {
    summary,
    mineWater: l('矿井水处理', 'Mine water'),
    gangue: l('矸石处置', 'Gangue'),
    dust: l('粉尘治理', 'Dust'),
    reclamation: l('土地复垦', 'Reclamation'),
  },
  safetySystems: {
    summary,
    monitoring: l('安全监控', 'Monitoring'),
    personnelPositioning: l('人员定位', 'Personnel positioning'),
    refuge: l('紧急避险', 'Refuge'),
    pressureAir: l('压风自救', 'Compressed-air self-rescue'),
    waterSupplyRescue: l('供水施救', 'Water-supply rescue'),
    communication: l('通信联络', 'Communication'),
  },
  disasterPrevention: {
    summary,
    water: l('防治水', 'Water'),
    roof: l('顶板', 'Roof'),
    fire: l('防灭火', 'Fire'),
    dust: l('粉尘防治', 'Dust'),
  },
  gasPrevention: {
    summary,
    drainageSystem: l('抽采系统', 'Drainage system'),
    drainageVolume: l('年抽采量', 'Drainage volume', '万m³/a'),
    utilisation: l('瓦斯利用', 'Utilisation'),
    outburstMeasures: l('防突措施', 'Outburst measures'),
  },
  occupationalHealth: {
    summary,
    dustMonitoring: l('粉尘监测', 'Dust monitoring'),
    healthChecks: l('职业健康检查', 'Health checks'),
    noise: l('噪声', 'Noise'),
  },
  emergency: {
    summary,
    plan: l('应急预案', 'Plan'),
    rescueTeam: l('救护队', 'Rescue team'),
    drills: l('应急演练', 'Drills'),
  },
};

/** The labelled fields of a document, in display order. */
export function documentFields(id: DocumentSubsection): [string, FieldLabel][] {
  return Object.entries(DOCUMENT_FIELDS[id] as Record<string, FieldLabel>);
}
