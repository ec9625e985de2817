import type { ChildEntity, MineDocuments } from '@coal/contracts';
import type { RowValues } from '../record-types';
import type { Coalfield } from './coalfields';
import type { Random } from './random';

export interface DocumentContext {
  mine: RowValues;
  children: Partial<Record<ChildEntity, RowValues[]>>;
  field: Coalfield;
  referenceDate: string;
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const n = (v: unknown) => (typeof v === 'number' ? v : 0);
const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

const AQUIFERS = [
  { code: 'T1m', name: '茅草铺组岩溶裂隙含水层', nature: '岩溶溶洞、裂隙水，富水性中等至强' },
  { code: 'T1y²', name: '玉龙山段石灰岩含水层', nature: '岩溶裂隙水，富水性强' },
  { code: 'P3c', name: '长兴组岩溶裂隙含水层', nature: '岩溶裂隙水，富水性弱至中等' },
  { code: 'P3l', name: '龙潭组砂岩裂隙含水层', nature: '裂隙水，富水性弱，为矿井直接充水含水层' },
  { code: 'P2m', name: '茅口组岩溶含水层', nature: '岩溶溶洞、暗河发育，富水性强' },
];
const HYDRO_LABEL: Record<string, string> = { '1': '简单', '2': '中等', '3': '复杂', '4': '极复杂' };
const GAS_LABEL: Record<string, string> = { '1': '低瓦斯矿井', '2': '高瓦斯矿井', '3': '煤与瓦斯突出矿井' };

/** The descriptive subsections, written from the mine's own numbers so text and tables agree. */
export function generateDocuments(r: Random, ctx: DocumentContext): MineDocuments {
  const { mine, children } = ctx;
  const name = s(mine.name);
  const capacity = n(mine.capacity);
  const gas = s(mine.gasGrade);
  const hydro = s(mine.hydroType);
  const seams = children.seams ?? [];
  const seamList = seams.map((x) => `${s(x.seamNo)}号`).join('、');
  const employees = Math.round(capacity * r.range(3, 7) + 40);
  const faces = Math.max(1, Math.round(capacity / 45));
  const elevationTop = r.int(12, 20) * 100;
  const adit = r.chance(0.35);
  const outburst = gas === '3';
  const highGas = gas !== '1';
  const accidents = children.accidents?.length ?? 0;
  const penalties = children.penalties?.length ?? 0;

  const risk = {
    gas: outburst ? 55 : highGas ? 70 : 88,
    water: 95 - Number(hydro || 2) * 8,
    geology: 95 - Number(s(mine.complexity) || 2) * 8,
  };
  const items = [
    { name: '瓦斯灾害', weight: 0.3, score: risk.gas },
    { name: '水害', weight: 0.15, score: risk.water },
    { name: '地质条件', weight: 0.15, score: risk.geology },
    { name: '事故记录', weight: 0.2, score: Math.max(40, 95 - accidents * 15) },
    { name: '行政处罚', weight: 0.1, score: Math.max(50, 95 - penalties * 8) },
    { name: '证照状态', weight: 0.1, score: (children.licences?.length ?? 0) > 1 ? 90 : 70 },
  ];
  const total = round(items.reduce((sum, i) => sum + i.weight * i.score, 0));

  return {
    productionSummary: {
      summary: `${name}采用${adit ? '平硐' : '斜井'}开拓，${seams.length ? `主采${seamList}煤层` : '可采煤层待补充'}，采用走向长壁后退式采煤法，全部垮落法管理顶板。`,
      miningMethod: r.pick(['走向长壁后退式综合机械化采煤', '走向长壁后退式炮采', '倾斜长壁综采']),
      workingFaces: faces,
      headingFaces: faces * 2 + r.int(0, 2),
      mechanizationRate: round(r.range(60, 100)),
      employees,
    },
    score: {
      summary: `综合评分 ${total} 分（示例评分，由瓦斯、水害、地质、事故、处罚和证照指标加权）。`,
      total,
      band: total >= 85 ? 'A' : total >= 75 ? 'B' : total >= 65 ? 'C' : 'D',
      items,
    },
    geologyOverview: {
      summary: `井田位于${s(mine.county)}境内，含煤地层为上二叠统龙潭组，地质构造复杂程度为${['', '简单', '中等', '复杂'][Number(s(mine.complexity) || 0)] ?? ''}。`,
      structureSetting: r.pick([
        '三塘向斜北西翼',
        '比德—三塘盆地南缘',
        '格目底向斜',
        '土城向斜东翼',
        '盘关向斜西翼',
        '黔北坳陷',
      ]),
      formation: '上二叠统龙潭组（P3l）',
      seamCount: seams.length + r.int(3, 12),
      minableSeamCount: seams.filter((x) => x.minable).length,
    },
    safetyOverview: {
      summary: `矿井为${GAS_LABEL[gas] ?? '瓦斯等级待定矿井'}，水文地质类型${HYDRO_LABEL[hydro] ?? '待定'}。近年发生事故 ${accidents} 起，受到行政处罚 ${penalties} 次。`,
      standardisationGrade: r.weighted([
        ['一级', 10],
        ['二级', 45],
        ['三级', 35],
        ['未定级', 10],
      ]),
      lastInspection: s(children.penalties?.at(-1)?.decidedOn) || ctx.referenceDate.slice(0, 4),
      hazards: [outburst ? '煤与瓦斯突出' : highGas ? '瓦斯' : '', hydro >= '3' ? '水害' : '', '顶板'].filter(
        Boolean,
      ),
    },
    operationsOverview: {
      summary: `${s(mine.company)}经营${name}，以原煤销售为主。`,
      revenue: round(capacity * r.range(300, 900), 0),
      sales: round(capacity * r.range(0.5, 1), 1),
      averagePrice: round(r.range(450, 1200), 0),
      employees,
    },
    resources: {
      summary: `井田范围内保有资源量按 GB/T 17766-2020 分为探明、控制、推断三类。`,
      fieldArea: n(children.licences?.[0]?.area) || round(r.range(1, 10), 2),
      resources: round(capacity * r.range(25, 60), 0),
      measured: round(capacity * r.range(5, 15), 0),
      indicated: round(capacity * r.range(8, 20), 0),
      inferred: round(capacity * r.range(8, 25), 0),
      recoverable: round(capacity * r.range(12, 30), 0),
      serviceLife: round(r.range(8, 45), 1),
    },
    physicalGeography: {
      summary: '井田属云贵高原中低山侵蚀—溶蚀地貌，地形切割强烈，喀斯特地貌发育。',
      landform: r.pick(['中山侵蚀地貌', '低中山溶蚀地貌', '峰丛洼地']),
      elevationMin: elevationTop - r.int(1, 4) * 100,
      elevationMax: elevationTop + r.int(1, 6) * 100,
      climate: '亚热带季风湿润气候，年均降水量约 1100–1400 mm，雨季集中于 5–9 月。',
      rivers: r.pick(['北盘江支流', '三岔河支流', '乌江支流', '六冲河支流', '芙蓉江支流']),
      traffic: `距${s(mine.county)}县城约 ${r.int(8, 60)} km，有公路相通。`,
    },
    districtStructure: {
      summary: '井田总体为单斜构造，次级褶皱和断层较发育。',
      structureType: r.pick(['单斜构造', '向斜构造', '背斜翼部']),
      strike: r.pick(['北东向', '北西向', '近东西向', '近南北向']),
      dipRange: `${r.int(5, 12)}°–${r.int(15, 35)}°`,
      folds: r.chance(0.6) ? [`${r.pick(['大河', '新寨', '岩脚', '三岔'])}向斜`] : [],
    },
    faults: {
      summary: '井田内断层以正断层为主，对开采有一定影响。',
      items: Array.from({ length: r.int(1, 5) }, (_, k) => ({
        name: `F${k + 1}`,
        nature: r.pick(['正断层', '逆断层']),
        strike: r.pick(['NE', 'NW', 'EW', 'NNE']),
        dip: r.int(45, 80),
        throw: round(r.range(2, 60)),
        length: round(r.range(200, 3000), 0),
      })),
    },
    coalStrata: {
      summary: '龙潭组为海陆交互相含煤沉积，由泥岩、粉砂岩、细砂岩、煤层及少量灰岩组成。',
      formation: '上二叠统龙潭组（P3l）',
      thickness: round(r.range(200, 400), 0),
      seamCount: seams.length + r.int(5, 30),
      totalCoalThickness: round(seams.reduce((sum, x) => sum + n(x.thicknessAvg), 0) + r.range(2, 10)),
      coalBearingRatio: round(r.range(2, 8)),
    },
    hydrogeology: {
      summary: `水文地质类型为${HYDRO_LABEL[hydro] ?? '待定'}，充水水源为大气降水、地表水、顶板砂岩裂隙水及老窑水，导水通道为断层和采动裂隙。`,
      aquifers: r.sample(AQUIFERS, r.int(2, 4)),
      normalInflow: round(
        hydro === '1' ? r.range(20, 180) : hydro === '2' ? r.range(180, 600) : r.range(600, 2100),
        0,
      ),
      maxInflow: round(
        hydro === '1' ? r.range(100, 300) : hydro === '2' ? r.range(300, 1200) : r.range(1200, 3000),
        0,
      ),
      specificYield: round(
        hydro === '1' ? r.range(0.01, 0.1) : hydro === '2' ? r.range(0.1, 1) : r.range(1, 5),
        3,
      ),
      oldWorkingWater: r.pick(['无', '少量，位置清楚', '少量，位置不清', '较多，位置不清']),
    },
    engineeringGeology: {
      summary: '煤层顶底板以泥岩、粉砂岩为主，属软弱—中等坚硬岩类，遇水易软化。',
      roofType: r.pick(['Ⅱ类中等稳定', 'Ⅲ类稳定', 'Ⅰ类不稳定']),
      floorType: r.pick(['软弱', '中等坚硬']),
      rockStrength: `${r.int(15, 40)}–${r.int(40, 80)} MPa`,
    },
    otherConditions: {
      summary: '煤尘、自燃倾向性及地温情况依据鉴定报告。',
      spontaneousCombustion: r.weighted([
        ['Ⅲ类不易自燃', 50],
        ['Ⅱ类自燃', 40],
        ['Ⅰ类容易自燃', 10],
      ]),
      dustExplosive: r.chance(0.4),
      geothermal: '地温正常区',
      rockBurst: '无冲击地压倾向',
    },
    miningDynamics: {
      summary: `当前在${r.int(1, 3)}采区组织生产。`,
      currentArea: `${r.int(1, 3)}${r.pick(['1', '2'])}采区`,
      currentFaces: Array.from(
        { length: faces },
        (_, k) => `${s(seams[0]?.seamNo) || 1}${String(k + 1).padStart(2, '0')}工作面`,
      ),
      annualPlan: round(capacity * r.range(0.7, 1)),
    },
    developmentWorks: {
      summary: `矿井采用${adit ? '平硐' : '斜井'}开拓，${r.int(1, 3)}个水平开采。`,
      method: adit ? '平硐开拓' : r.pick(['斜井开拓', '斜井—平硐综合开拓']),
      levels: Array.from({ length: r.int(1, 3) }, (_, k) => `+${elevationTop - (k + 1) * 150}m 水平`),
      mainRoadways: '运输大巷、回风大巷布置于煤层底板岩层中',
    },
    shaftFeatures: {
      summary: highGas ? '高瓦斯及突出矿井设专用回风井。' : '',
      items: [
        {
          name: adit ? '主平硐' : '主斜井',
          kind: adit ? '平硐' : '斜井',
          collarElevation: elevationTop + 20,
          length: r.int(300, 1200),
          incline: adit ? 0.3 : r.int(16, 28),
          purpose: '进风、运煤',
        },
        {
          name: '副斜井',
          kind: '斜井',
          collarElevation: elevationTop + 25,
          length: r.int(300, 1000),
          incline: r.int(20, 28),
          purpose: '进风、辅助运输、行人',
        },
        {
          name: '回风斜井',
          kind: '斜井',
          collarElevation: elevationTop + 40,
          length: r.int(200, 900),
          incline: r.int(22, 30),
          purpose: '专用回风、安全出口',
        },
      ],
    },
    miningAreaFeatures: {
      summary: '采区沿走向布置。',
      items: Array.from({ length: r.int(1, 3) }, (_, k) => ({
        name: `${k + 1}采区`,
        seams: seamList,
        strikeLength: r.int(600, 2000),
        dipLength: r.int(300, 900),
        status: k === 0 ? '生产' : r.pick(['准备', '接续', '已结束']),
      })),
    },
    transport: {
      summary: '原煤经带式输送机运至地面。',
      mainHaulage: '带式输送机',
      auxiliaryHaulage: r.pick(['无极绳连续牵引车', '单轨吊', '绞车提升矿车']),
      hoisting: adit ? '平硐无提升' : 'JK-2.5 型单滚筒绞车',
    },
    ventilation: {
      summary: '矿井采用机械抽出式通风。',
      method: '机械抽出式',
      layout: r.pick(['中央并列式', '中央分列式', '分区式']),
      mainFan: `FBCDZ-${r.pick(['6', '8'])}-No${r.int(18, 26)} 对旋轴流式通风机两台（一用一备）`,
      airVolume: r.int(2500, 9000),
      negativePressure: r.int(1200, 3200),
    },
    powerSupply: {
      summary: '双回路电源供电。',
      sources: `${s(mine.county)}${r.pick(['110kV', '35kV'])}变电站双回路`,
      substation: '地面 35/10kV 变电所',
      capacity: r.int(3, 20) * 1000,
    },
    waterSupplyDrainage: {
      summary: '井下排水采用集中排水系统。',
      waterSource: r.pick(['井下处理水复用', '山泉水', '地表水库']),
      mainPumps: `MD${r.pick(['155', '280', '450'])}-30×${r.int(4, 9)} 型水泵 3 台`,
      sumpCapacity: r.int(800, 4000),
    },
    surfaceSystem: {
      summary: '地面设筛分系统和储煤场。',
      preparation: r.chance(0.4) ? '配套选煤厂' : '筛分',
      storage: `封闭储煤棚 ${r.int(5, 40)} 千吨`,
      loading: '汽车外运',
    },
    equipment: {
      summary: '主要生产设备如下。',
      items: [
        { name: '采煤机', model: r.pick(['MG250/600-WD', 'MG300/700-WD', 'MG200/500-QWD']), count: faces },
        { name: '刮板输送机', model: r.pick(['SGZ764/400', 'SGZ630/264']), count: faces },
        { name: '液压支架', model: r.pick(['ZY4000/14/32', 'ZY3600/12/26']), count: faces * r.int(80, 120) },
        { name: '掘进机', model: r.pick(['EBZ160', 'EBZ200']), count: faces * 2 },
      ],
    },
    pollutionPrevention: {
      summary: '矿井水、煤矸石和粉尘按环评要求治理。',
      mineWater: `矿井水处理站处理能力 ${r.int(100, 600)} m³/h，处理后复用或达标排放`,
      gangue: r.pick(['矸石用于井下充填', '矸石运至矸石场分层压实', '矸石制砖综合利用']),
      dust: '储煤场全封闭，转载点喷雾降尘',
      reclamation: '按“三合一”方案实施土地复垦',
    },
    safetySystems: {
      summary: '安全避险“六大系统”已建成并通过验收。',
      monitoring: 'KJ 型安全监控系统，联网上传省级监管平台',
      personnelPositioning: 'KJ 型人员位置监测系统',
      refuge: r.chance(0.5) ? '永久避难硐室 1 处' : '可移动式救生舱',
      pressureAir: '压风自救系统覆盖所有采掘工作面',
      waterSupplyRescue: '供水施救系统覆盖所有采掘工作面',
      communication: '有线调度通信与无线通信系统',
    },
    disasterPrevention: {
      summary: '按“预测预报、有疑必探、先探后掘、先治后采”原则防治水。',
      water: '物探与钻探相结合超前探放水',
      roof: '锚网索支护，工作面液压支架支护',
      fire: '注氮与黄泥灌浆防灭火',
      dust: '综合防尘，采煤机内外喷雾',
    },
    gasPrevention: {
      summary: highGas
        ? '建立地面永久瓦斯抽采系统，实施区域和局部综合防突措施。'
        : '按低瓦斯矿井管理，加强瓦斯检查。',
      drainageSystem: highGas ? '地面永久抽采泵站，高负压、低负压两套系统' : '无',
      drainageVolume: highGas ? round(r.range(50, 800), 0) : null,
      utilisation: highGas && r.chance(0.4) ? '瓦斯发电' : '排空',
      outburstMeasures: outburst ? '区域预抽煤层瓦斯，穿层钻孔，效果检验' : '—',
    },
    occupationalHealth: {
      summary: '按规定开展职业病危害因素检测与职业健康体检。',
      dustMonitoring: '粉尘浓度每月检测',
      healthChecks: '接尘人员每年体检',
      noise: '井下噪声超标岗位配发护耳器',
    },
    emergency: {
      summary: '编制生产安全事故应急预案并报备。',
      plan: `${ctx.referenceDate.slice(0, 4)} 年修订版应急预案已备案`,
      rescueTeam: r.pick(['与区域矿山救护大队签订救护协议', '自建辅助救护队']),
      drills: '每年至少组织一次综合应急演练',
    },
  };
}
