import type { ChildEntity, MineDocuments } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import type { MineFacts } from './facts';
import { type Hydro, mainSeams, type Resources, round } from './geology';
import { OPERATING } from './invariants';
import { countyRivers, countyStructures } from './place';
import type { Random } from './random';

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const n = (v: unknown) => (typeof v === 'number' ? v : 0);

const AQUIFERS = [
  { code: 'T1m', name: '茅草铺组岩溶裂隙含水层', nature: '岩溶溶洞、裂隙水，富水性中等至强' },
  { code: 'T1y²', name: '玉龙山段石灰岩含水层', nature: '岩溶裂隙水，富水性强' },
  { code: 'P3c', name: '长兴组岩溶裂隙含水层', nature: '岩溶裂隙水，富水性弱至中等' },
  { code: 'P3l', name: '龙潭组砂岩裂隙含水层', nature: '裂隙水，富水性弱，为矿井直接充水含水层' },
  { code: 'P2m', name: '茅口组岩溶含水层', nature: '岩溶溶洞、暗河发育，富水性强' },
];
const HYDRO_LABEL: Record<string, string> = { '1': '简单', '2': '中等', '3': '复杂', '4': '极复杂' };
const GAS_LABEL: Record<string, string> = { '1': '低瓦斯矿井', '2': '高瓦斯矿井', '3': '煤与瓦斯突出矿井' };
const COMPLEXITY_LABEL: Record<string, string> = { '1': '简单', '2': '中等', '3': '复杂' };
/** Hydraulic supports by working height (dm): the first whose range holds the seam is used. */
const SUPPORTS = [
  'ZY2800/07/15',
  'ZY3200/09/19',
  'ZY4000/12/26',
  'ZY5000/16/32',
  'ZY6800/19/40',
  'ZY9000/22/48',
];

export interface TextInputs {
  facts: MineFacts;
  children: Partial<Record<ChildEntity, RowValues[]>>;
  hydro: Hydro;
  resources: Resources;
}

/** The descriptive subsections, written from the mine's own numbers so that text and tables agree. */
export function generateDocuments(
  r: Random,
  { facts, children, hydro, resources }: TextInputs,
): MineDocuments {
  const { mine, status, capacity, timeline } = facts;
  const name = s(mine.name);
  const gas = s(mine.gasGrade);
  const hydroType = s(mine.hydroType);
  const operating = OPERATING.has(status);
  const building = status === '2' || status === '4';
  const seams = children.seams ?? [];
  const main = mainSeams(seams);
  const mainList = main.map((x) => `${s(x.seamNo)}号`).join('、');
  const minable = seams.filter((x) => x.minable === true);
  const seamCount = seams.length + r.int(3, 12);
  const production = children.production ?? [];
  const last = production.at(-1);
  const accidents = children.accidents ?? [];
  const penalties = children.penalties ?? [];
  const gasRows = children.gas ?? [];
  const absMax = Math.max(0, ...gasRows.map((g) => n(g.absoluteEmission)));
  const outburst = gas === '3';
  const highGas = gas !== '1';
  const adit = r.chance(0.35);
  const employees = facts.employees;

  // Faces: longwalls ≤ 3 and ≤ ⌈capacity/120⌉; fully mechanised from 45 × 10⁴ t/a.
  const longwalls = Math.min(3, Math.ceil(capacity / 120), Math.max(1, Math.round(capacity / 60)));
  const method =
    capacity >= 45
      ? r.pick(['走向长壁后退式综合机械化采煤', '倾斜长壁后退式综合机械化采煤'])
      : r.weighted([
          ['走向长壁后退式综合机械化采煤', 60],
          ['走向长壁后退式高档普采', 25],
          ['走向长壁后退式炮采', 15],
        ]);
  const blasting = method.includes('炮采');
  const workingFaces = operating ? longwalls : null;
  // Construction that has stopped drives no headings.
  const headingFaces = operating
    ? Math.min(9, longwalls * 2 + r.int(0, 2))
    : status === '2'
      ? r.int(2, 6)
      : null;
  const mainThickness = n(main[0]?.thicknessAvg) || 1.5;
  const support =
    SUPPORTS.find((m) => {
      const [, lo, hi] = m.split('/').map(Number) as [number, number, number];
      return mainThickness >= lo / 10 && mainThickness <= hi / 10 - 0.2;
    }) ?? 'ZY9000/22/48';

  // A grade-1 standardisation mine had no fatal accident in its last two years.
  const latest = Math.max(0, ...production.map((p) => n(p.year)));
  const recentFatal = accidents.some(
    (a) => n(a.deaths) > 0 && Number(s(a.occurredOn).slice(0, 4)) >= latest - 1,
  );
  let standardisation = operating
    ? r.weighted([
        ['一级', 12],
        ['二级', 50],
        ['三级', 30],
        ['未定级', 8],
      ])
    : '未定级';
  if (standardisation === '一级' && recentFatal) standardisation = '二级';

  const price =
    mine.coalRank === 'WY'
      ? r.int(700, 1100)
      : ['JM', 'FM', '1/3JM'].includes(s(mine.coalRank))
        ? r.int(900, 1500)
        : r.int(500, 900);
  const sales = operating ? round((n(last?.output) || capacity * 0.3) * r.range(0.9, 1), 1) : null;

  const field = facts.field;
  const structures = countyStructures(facts.county.code, field);
  const setting = r.pick(structures);
  const fold = setting.endsWith('向斜') || setting.endsWith('背斜');
  const flank = r.pick(['北西翼', '南东翼', '北东翼', '南西翼', '东翼', '西翼']);
  const structureType = fold
    ? r.chance(0.6)
      ? '单斜构造'
      : setting.endsWith('向斜')
        ? '向斜构造'
        : '背斜构造'
    : r.pick(['单斜构造', '向斜构造']);
  const dips = seams.map((x) => n(x.dip));
  const dipMin = dips.length ? Math.min(...dips) : 10;
  const dipMax = dips.length ? Math.max(...dips) : 20;
  const strike = r.pick(['北东向', '北西向', '近东西向', '近南北向']);
  const faultCount = r.int(1, 5);
  const river = `${r.pick(countyRivers(facts.county.code))}水系`;
  const collar = (k: number) => Math.min(facts.ground.max, facts.ground.min + 10 + k * r.int(5, 40));
  const mainIncline = r.int(12, 16);
  const air = Math.round((Math.max(120 * absMax, capacity * 30) * r.range(1.1, 1.8)) / 10) * 10;
  const power = Math.round((capacity * r.range(60, 120)) / 100) * 100 + 1000;
  const strataThickness = round(r.range(200, 400), 0);
  const totalCoal = round(seams.reduce((sum, x) => sum + n(x.thicknessAvg), 0) + r.range(2, 10), 1);
  const haltText = timeline.haltYear ? `${timeline.haltYear}年起` : '';
  const closedYear = timeline.closedOn?.slice(0, 4);
  const stateText = operating
    ? status === '6'
      ? '矿井处于联合试运转阶段'
      : '矿井处于生产状态'
    : status === '2'
      ? `矿井处于建设期，形象进度 ${timeline.progress}%`
      : status === '4'
        ? `矿井${haltText}停建，形象进度 ${timeline.progress}%`
        : status === '3'
          ? `矿井${haltText}停产`
          : `矿井已于${closedYear}年关闭`;
  // The mine's own name in place of "矿井", so each mine's account reads as its own.
  const ownState = `${name}${stateText.replace(/^矿井/, '')}`;
  const area = `${r.int(1, 3)}${r.pick(['1', '2'])}采区`;
  const faceNames = Array.from(
    { length: workingFaces ?? 0 },
    (_, k) => `${s(main[0]?.seamNo) || '1'}${String(k + 1).padStart(2, '0')}工作面`,
  );
  const plan = operating ? round(capacity * r.range(0.7, 1), 1) : null;

  return {
    productionSummary: {
      summary: `${name}设计生产能力 ${capacity} 万吨/年，采用${adit ? '平硐' : '斜井'}开拓，${main.length ? `主采${mainList}煤层` : '可采煤层待补充'}，${method}，全部垮落法管理顶板。${stateText}。`,
      miningMethod: method,
      workingFaces,
      headingFaces,
      mechanizationRate: blasting ? round(r.range(0, 30), 1) : 100,
      employees,
    },
    geologyOverview: {
      summary: `井田位于${s(mine.county)}${facts.town}，${setting}${fold ? flank : ''}，含煤地层为上二叠统龙潭组，含煤 ${seamCount} 层，可采 ${minable.length} 层，地质构造复杂程度${COMPLEXITY_LABEL[s(mine.complexity)] ?? '待定'}。`,
      structureSetting: fold ? `${setting}${flank}` : setting,
      formation: '上二叠统龙潭组（P3l）',
      seamCount,
      minableSeamCount: minable.length,
    },
    safetyOverview: {
      summary: `${name}为${GAS_LABEL[gas] ?? '瓦斯等级待定矿井'}，水文地质类型${HYDRO_LABEL[hydroType] ?? '待定'}。2014 年以来发生事故 ${accidents.length} 起，受到行政处罚 ${penalties.length} 次。`,
      standardisationGrade: standardisation,
      lastInspection: s(penalties.at(-1)?.decidedOn) || facts.referenceDate.slice(0, 4),
      hazards: [
        outburst ? '煤与瓦斯突出' : highGas ? '瓦斯' : '',
        hydroType >= '3' ? '水害' : '',
        '顶板',
      ].filter(Boolean),
    },
    operationsOverview: {
      summary: operating
        ? `${s(mine.company)}经营${name}，${last ? `${n(last.year)}年原煤产量 ${n(last.output)} 万吨，` : ''}销量 ${sales} 万吨，均价 ${price} 元/吨。`
        : `${s(mine.company)}经营${name}，${stateText}，无原煤销售。`,
      revenue: sales === null ? null : Math.round(sales * price),
      sales,
      averagePrice: sales === null ? null : price,
      employees,
    },
    resources: {
      summary: `井田面积 ${resources.area} km²，保有资源量 ${resources.resources} 万吨（探明 ${resources.measured}、控制 ${resources.indicated}、推断 ${resources.inferred} 万吨，GB/T 17766-2020），可采储量 ${resources.recoverable} 万吨，服务年限 ${resources.serviceLife} 年。`,
      fieldArea: resources.area,
      resources: resources.resources,
      measured: resources.measured,
      indicated: resources.indicated,
      inferred: resources.inferred,
      recoverable: resources.recoverable,
      serviceLife: resources.serviceLife,
    },
    physicalGeography: {
      summary: `井田属云贵高原中低山侵蚀—溶蚀地貌，地面标高 ${facts.ground.min}–${facts.ground.max} m，区内河流属${river}。`,
      landform: r.pick(['中山侵蚀地貌', '低中山溶蚀地貌', '峰丛洼地']),
      elevationMin: facts.ground.min,
      elevationMax: facts.ground.max,
      climate: '亚热带季风湿润气候，年均降水量约 1100–1400 mm，雨季集中于 5–9 月。',
      rivers: river,
      traffic: `距${s(mine.county)}城区约 ${r.int(8, 60)} km，有公路相通。`,
    },
    districtStructure: {
      summary: `井田位于${setting}${fold ? flank : ''}，总体为${structureType}，地层走向${strike}，倾角 ${dipMin}°–${dipMax}°，发育断层 ${faultCount} 条。`,
      structureType,
      strike,
      dipRange: `${dipMin}°–${dipMax}°`,
      folds: fold ? [setting] : [],
    },
    faults: {
      summary: `${name}井田内发现断层 ${faultCount} 条，以正断层为主，对开采有一定影响。`,
      items: Array.from({ length: faultCount }, (_, k) => ({
        name: `F${k + 1}`,
        nature: r.pick(['正断层', '逆断层']),
        strike: r.pick(['NE', 'NW', 'EW', 'NNE']),
        dip: r.int(45, 80),
        throw: round(r.range(2, 60)),
        length: round(r.range(200, 3000), 0),
      })),
    },
    coalStrata: {
      summary: `龙潭组厚 ${strataThickness} m，为海陆交互相含煤沉积，含煤 ${seamCount} 层，煤层总厚 ${totalCoal} m。`,
      formation: '上二叠统龙潭组（P3l）',
      thickness: strataThickness,
      seamCount,
      totalCoalThickness: totalCoal,
      coalBearingRatio: round((totalCoal / strataThickness) * 100),
    },
    hydrogeology: {
      summary: `水文地质类型为${HYDRO_LABEL[hydroType] ?? '待定'}，矿井正常涌水量 ${hydro.normalInflow} m³/h，最大涌水量 ${hydro.maxInflow} m³/h；充水水源为大气降水、地表水、顶板砂岩裂隙水及老窑水。`,
      aquifers: r.sample(AQUIFERS, r.int(2, 4)),
      normalInflow: hydro.normalInflow,
      maxInflow: hydro.maxInflow,
      specificYield: hydro.specificYield,
      oldWorkingWater: hydro.oldWorkingWater,
    },
    engineeringGeology: {
      summary: `${name}${mainList || '主采'}煤层顶板以${s(main[0]?.roof) || '泥岩'}为主，底板以${s(main[0]?.floor) || '泥岩'}为主，遇水易软化。`,
      roofType: r.pick(['Ⅱ类中等稳定', 'Ⅲ类稳定', 'Ⅰ类不稳定']),
      floorType: r.pick(['软弱', '中等坚硬']),
      rockStrength: `${r.int(15, 40)}–${r.int(40, 80)} MPa`,
    },
    otherConditions: (() => {
      const combustion = r.weighted([
        ['Ⅲ类不易自燃', 50],
        ['Ⅱ类自燃', 40],
        ['Ⅰ类容易自燃', 10],
      ]);
      const dust = r.chance(0.4);
      return {
        summary: `${name}${mainList || '各'}煤层自燃倾向性为${combustion}，煤尘${dust ? '有' : '无'}爆炸性，地温正常。`,
        spontaneousCombustion: combustion,
        dustExplosive: dust,
        geothermal: '地温正常区',
        rockBurst: '无冲击地压倾向',
      };
    })(),
    miningDynamics: {
      summary: operating
        ? `${ownState}，当前在${area}组织生产，布置回采工作面 ${workingFaces} 个、掘进工作面 ${headingFaces} 个，年度计划 ${plan} 万吨。`
        : headingFaces !== null
          ? `${ownState}，布置掘进工作面 ${headingFaces} 个。`
          : `${ownState}，无采掘活动。`,
      currentArea: operating ? area : '',
      currentFaces: faceNames,
      annualPlan: plan,
    },
    developmentWorks: {
      summary: `${name}采用${adit ? '平硐' : '斜井'}开拓，分 ${facts.levels.length} 个水平：${facts.levels.map((l) => `+${l}m`).join('、')}。`,
      method: adit ? '平硐开拓' : r.pick(['斜井开拓', '斜井—平硐综合开拓']),
      levels: facts.levels.map((l) => `+${l}m 水平`),
      mainRoadways: '运输大巷、回风大巷布置于煤层底板岩层中',
    },
    shaftFeatures: {
      summary: `${name}${highGas ? '设专用回风井，' : ''}井口标高 ${collar(0)}–${collar(2)} m。`,
      items: [
        {
          name: adit ? '主平硐' : '主斜井',
          kind: adit ? '平硐' : '斜井',
          collarElevation: collar(0),
          length: r.int(300, 1200),
          incline: adit ? 0.3 : mainIncline,
          purpose: '进风、运煤',
        },
        {
          name: '副斜井',
          kind: '斜井',
          collarElevation: collar(1),
          length: r.int(300, 1000),
          incline: r.int(20, 25),
          purpose: '进风、辅助运输、行人',
        },
        {
          name: '回风斜井',
          kind: '斜井',
          collarElevation: collar(2),
          length: r.int(200, 900),
          incline: r.int(22, 30),
          purpose: '专用回风、安全出口',
        },
      ],
    },
    miningAreaFeatures: {
      summary: `${name}采区沿走向布置，开采${mainList || '可采'}煤层。`,
      items: Array.from({ length: r.int(1, 3) }, (_, k) => ({
        name: `${k + 1}采区`,
        seams: mainList,
        strikeLength: r.int(600, 2000),
        dipLength: r.int(300, 900),
        status: operating
          ? k === 0
            ? '生产'
            : r.pick(['准备', '接续', '已结束'])
          : building
            ? '在建'
            : '停采',
      })),
    },
    transport: {
      summary: `${name}原煤经${adit ? '主平硐' : `主斜井（倾角 ${mainIncline}°）`}带式输送机运至地面。`,
      mainHaulage: '带式输送机',
      auxiliaryHaulage: r.pick(['无极绳连续牵引车', '单轨吊', '绞车提升矿车']),
      hoisting: adit ? '平硐无提升' : '主斜井带式输送机',
    },
    ventilation: {
      summary: `${name}采用机械抽出式通风，总风量 ${air} m³/min。`,
      method: '机械抽出式',
      layout: r.pick(['中央并列式', '中央分列式', '分区式']),
      mainFan: `FBCDZ-${r.pick(['6', '8'])}-No${r.int(18, 26)} 对旋轴流式通风机两台（一用一备）`,
      airVolume: air,
      negativePressure: r.int(1200, 3200),
    },
    powerSupply: {
      summary: `${name}由双回路电源供电，装机容量 ${power} kVA。`,
      sources: `${s(mine.county)}${r.pick(['110kV', '35kV'])}变电站双回路`,
      substation: '地面 35/10kV 变电所',
      capacity: power,
    },
    waterSupplyDrainage: {
      summary: `${name}井下集中排水，主水仓容量 ${hydro.sump} m³，可容纳 ${round(hydro.sump / hydro.normalInflow, 1)} h 正常涌水量。`,
      waterSource: r.pick(['井下处理水复用', '山泉水', '地表水库']),
      mainPumps: `MD${hydro.pumpFlow}-${r.pick(['30', '43', '60'])}×${r.int(4, 9)} 型水泵 ${hydro.pumps.working + hydro.pumps.standby + hydro.pumps.repair} 台（工作 ${hydro.pumps.working} 台、备用 ${hydro.pumps.standby} 台、检修 ${hydro.pumps.repair} 台）`,
      sumpCapacity: hydro.sump,
    },
    surfaceSystem: (() => {
      const storage = r.int(5, 40);
      return {
        summary: `${name}地面设封闭储煤棚 ${storage} 千吨${capacity >= 90 ? '，配套选煤厂' : ''}。`,
        preparation: capacity >= 90 ? '配套选煤厂' : '筛分',
        storage: `封闭储煤棚 ${storage} 千吨`,
        loading: '汽车外运',
      };
    })(),
    equipment: {
      summary: `${name}${method}，${blasting ? '打眼放炮落煤' : `液压支架 ${support}`}。`,
      items: [
        ...(blasting
          ? []
          : [
              {
                name: '采煤机',
                model: r.pick(['MG250/600-WD', 'MG300/700-WD', 'MG200/500-QWD']),
                count: longwalls,
              },
            ]),
        { name: '刮板输送机', model: r.pick(['SGZ764/400', 'SGZ630/264']), count: longwalls },
        ...(method.includes('综合机械化')
          ? [{ name: '液压支架', model: support, count: longwalls * r.int(80, 120) }]
          : []),
        {
          name: '掘进机',
          model: r.pick(['EBZ160', 'EBZ200']),
          count: Math.max(1, Math.min(9, longwalls * 2)),
        },
      ],
    },
    pollutionPrevention: (() => {
      const plant = Math.max(50, Math.round((hydro.normalInflow * 1.2) / 10) * 10);
      return {
        summary: `${name}矿井水处理站处理能力 ${plant} m³/h，煤矸石和粉尘按环评要求治理。`,
        mineWater: `矿井水处理站处理能力 ${plant} m³/h，处理后复用或达标排放`,
        gangue: r.pick(['矸石用于井下充填', '矸石运至矸石场分层压实', '矸石制砖综合利用']),
        dust: '储煤场全封闭，转载点喷雾降尘',
        reclamation: '按“三合一”方案实施土地复垦',
      };
    })(),
    safetySystems: {
      summary: operating
        ? `${name}安全避险“六大系统”已建成并通过验收。`
        : status === '5'
          ? `${name}关闭后井下系统已拆除，井口已封闭。`
          : building
            ? `${name}安全避险“六大系统”按设计与主体工程同步建设。`
            : `${name}停产期间安全监控与人员位置监测系统保持运行。`,
      monitoring: 'KJ 型安全监控系统，联网上传省级监管平台',
      personnelPositioning: 'KJ 型人员位置监测系统',
      refuge: r.chance(0.5) ? '永久避难硐室 1 处' : '可移动式救生舱',
      pressureAir: '压风自救系统覆盖所有采掘工作面',
      waterSupplyRescue: '供水施救系统覆盖所有采掘工作面',
      communication: '有线调度通信与无线通信系统',
    },
    disasterPrevention: {
      summary: `${name}按“预测预报、有疑必探、先探后掘、先治后采”原则防治水，水文地质类型${HYDRO_LABEL[hydroType] ?? '待定'}。`,
      water: '物探与钻探相结合超前探放水',
      roof: '锚网索支护，工作面液压支架支护',
      fire: '注氮与黄泥灌浆防灭火',
      dust: '综合防尘，采煤机内外喷雾',
    },
    gasPrevention: (() => {
      // Drainage takes part of what the mine emits: 30–70 % of a year's emission at the measured rate.
      const emitted = (absMax * 1440 * 330) / 10_000;
      const drained = highGas && emitted > 0 ? Math.max(1, round(emitted * r.range(0.3, 0.7), 0)) : null;
      return {
        summary: highGas
          ? `${name}建立地面永久瓦斯抽采系统${drained ? `，年抽采量 ${drained} 万m³` : ''}${outburst ? '，实施区域和局部综合防突措施' : ''}。`
          : `${name}按低瓦斯矿井管理，绝对瓦斯涌出量 ${absMax} m³/min。`,
        drainageSystem: highGas ? '地面永久抽采泵站，高负压、低负压两套系统' : '无',
        drainageVolume: drained,
        utilisation: highGas && r.chance(0.4) ? '瓦斯发电' : '排空',
        outburstMeasures: outburst ? '区域预抽煤层瓦斯，穿层钻孔，效果检验' : '—',
      };
    })(),
    occupationalHealth: {
      summary: `${name}从业人员 ${employees} 人，按规定开展职业病危害因素检测与职业健康体检。`,
      dustMonitoring: '粉尘浓度每月检测',
      healthChecks: '接尘人员每年体检',
      noise: '井下噪声超标岗位配发护耳器',
    },
    emergency: {
      summary: `${name}编制生产安全事故应急预案，${operating ? '按规定报备' : stateText}。`,
      plan: operating
        ? `${facts.referenceDate.slice(0, 4)} 年修订版应急预案已备案`
        : status === '5'
          ? `${closedYear} 年关闭后预案废止`
          : `${stateText}，预案按现状修订`,
      rescueTeam: r.pick(['与区域矿山救护大队签订救护协议', '自建辅助救护队']),
      drills: '每年至少组织一次综合应急演练',
    },
  };
}
