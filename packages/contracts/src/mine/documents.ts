import { z } from 'zod';

/**
 * Typed JSON documents of the descriptive mine-profile subsections (ARCHITECTURE.md "Data model").
 * Each subsection has a summary paragraph plus the facts a geologist or inspector looks for. Numbers
 * carry their unit in the field name's documentation; null means "not recorded".
 */
const n = z.number().nullable();
const s = z.string().max(2000);
const summary = z.string().max(5000);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200);

export const documentSchemas = {
  // Overview
  productionSummary: z.object({
    summary,
    miningMethod: s, // 采煤方法
    workingFaces: n, // 回采工作面个数
    headingFaces: n, // 掘进工作面个数
    mechanizationRate: n, // 采煤机械化程度 %
    employees: n,
  }),
  geologyOverview: z.object({
    summary,
    structureSetting: s,
    formation: s,
    seamCount: n,
    minableSeamCount: n,
  }),
  safetyOverview: z.object({ summary, standardisationGrade: s, lastInspection: s, hazards: list(s) }),
  operationsOverview: z.object({
    summary,
    revenue: n, // 营业收入 万元
    sales: n, // 销量 万吨
    averagePrice: n, // 元/吨
    employees: n,
  }),
  // Geology
  resources: z.object({
    summary,
    fieldArea: n, // km²
    resources: n, // 保有资源量 万吨
    measured: n, // 探明 万吨
    indicated: n, // 控制 万吨
    inferred: n, // 推断 万吨
    recoverable: n, // 可采储量 万吨
    serviceLife: n, // 服务年限 a
  }),
  physicalGeography: z.object({
    summary,
    landform: s,
    elevationMin: n,
    elevationMax: n,
    climate: s,
    rivers: s,
    traffic: s,
  }),
  districtStructure: z.object({ summary, structureType: s, strike: s, dipRange: s, folds: list(s) }),
  faults: z.object({
    summary,
    items: list(z.object({ name: s, nature: s, strike: s, dip: n, throw: n, length: n })),
  }),
  coalStrata: z.object({
    summary,
    formation: s,
    thickness: n,
    seamCount: n,
    totalCoalThickness: n,
    coalBearingRatio: n,
  }),
  hydrogeology: z.object({
    summary,
    aquifers: list(z.object({ code: s, name: s, nature: s })),
    normalInflow: n, // m³/h
    maxInflow: n, // m³/h
    specificYield: n, // L/(s·m)
    oldWorkingWater: s,
  }),
  engineeringGeology: z.object({ summary, roofType: s, floorType: s, rockStrength: s }),
  otherConditions: z.object({
    summary,
    spontaneousCombustion: s, // 自燃倾向性
    dustExplosive: z.boolean().nullable(),
    geothermal: s,
    rockBurst: s,
  }),
  // Production
  miningDynamics: z.object({ summary, currentArea: s, currentFaces: list(s), annualPlan: n }),
  developmentWorks: z.object({ summary, method: s, levels: list(s), mainRoadways: s }),
  shaftFeatures: z.object({
    summary,
    items: list(z.object({ name: s, kind: s, collarElevation: n, length: n, incline: n, purpose: s })),
  }),
  miningAreaFeatures: z.object({
    summary,
    items: list(z.object({ name: s, seams: s, strikeLength: n, dipLength: n, status: s })),
  }),
  transport: z.object({ summary, mainHaulage: s, auxiliaryHaulage: s, hoisting: s }),
  ventilation: z.object({
    summary,
    method: s, // 通风方式
    layout: s, // 通风系统
    mainFan: s,
    airVolume: n, // m³/min
    negativePressure: n, // Pa
  }),
  powerSupply: z.object({ summary, sources: s, substation: s, capacity: n /* kVA */ }),
  waterSupplyDrainage: z.object({ summary, waterSource: s, mainPumps: s, sumpCapacity: n /* m³ */ }),
  surfaceSystem: z.object({ summary, preparation: s, storage: s, loading: s }),
  equipment: z.object({ summary, items: list(z.object({ name: s, model: s, count: n })) }),
  pollutionPrevention: z.object({ summary, mineWater: s, gangue: s, dust: s, reclamation: s }),
  // Safety
  safetySystems: z.object({
    summary,
    monitoring: s,
    personnelPositioning: s,
    refuge: s,
    pressureAir: s,
    waterSupplyRescue: s,
    communication: s,
  }),
  disasterPrevention: z.object({ summary, water: s, roof: s, fire: s, dust: s }),
  gasPrevention: z.object({
    summary,
    drainageSystem: s,
    drainageVolume: n /* 万m³/a */,
    utilisation: s,
    outburstMeasures: s,
  }),
  occupationalHealth: z.object({ summary, dustMonitoring: s, healthChecks: s, noise: s }),
  emergency: z.object({ summary, plan: s, rescueTeam: s, drills: s }),
} as const;

export type DocumentSubsection = keyof typeof documentSchemas;
export const DOCUMENT_SUBSECTIONS = Object.keys(documentSchemas) as DocumentSubsection[];
export type MineDocuments = { [K in DocumentSubsection]?: z.infer<(typeof documentSchemas)[K]> };

/** A partial record of documents keyed by subsection id, as stored per mine and profile section. */
export const mineDocumentsSchema = z
  .object(
    Object.fromEntries(DOCUMENT_SUBSECTIONS.map((id) => [id, documentSchemas[id].optional()])) as {
      [K in DocumentSubsection]: z.ZodOptional<(typeof documentSchemas)[K]>;
    },
  )
  .strict();
