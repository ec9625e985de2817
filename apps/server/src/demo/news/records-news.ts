import { addDays } from '../mines/dates';
import type { Auction, CapacityChange, DemoProfile, Dishonest, Licence, SmartFace } from './profiles';
import type { Rng } from './rng';
import { accidentFree } from './safety-news';
import { after, dayIn, type Item, pool, type Pool, type Template, type Window } from './story';
import { amount, cnDate, daysBetween, holderOf, placeName } from './wording';

interface CapacityItem extends Item {
  c: CapacityChange;
}
interface LicenceItem extends Item {
  l: Licence;
}
interface FaceItem extends Item {
  f: SmartFace;
}
interface AcceptanceItem extends Item {
  approvedOn: string;
  docNo: string;
  authority: string;
}
interface DishonestItem extends Item {
  d: Dishonest;
}
interface AuctionItem extends Item {
  a: Auction;
  /** Announced before the sale, or its result after. */
  stage: 'notice' | 'result';
}
interface RecordItem extends Item {
  days: number;
}

const ENERGY_SOURCES = [
  '贵州省能源局网站（示例）',
  '贵州日报（示例）',
  '中国煤炭报（示例）',
  '中国煤炭网（示例）',
];
const LOCAL_SOURCES = ['多彩贵州网（示例）', '贵州日报（示例）', '天眼新闻（示例）', '当代先锋网（示例）'];
const COURT_SOURCES = ['中国执行信息公开网（示例）', '人民法院诉讼资产网（示例）', '贵州法治报（示例）'];

const CAPACITY_UP: Template<CapacityItem>[] = [
  {
    id: 'capacity-up',
    write: ({ mines: [m], c }) => ({
      title: `${placeName(m!)}生产能力核增至${c.capacity}万吨/年`,
      paragraphs: [
        `${cnDate(c.announcedOn)}，${c.issuedBy}公告（${c.documentNo}），同意${placeName(m!)}生产能力由${c.previousCapacity}万吨/年核增至${c.capacity}万吨/年。`,
        `近年来，该矿持续推进采掘机械化和瓦斯、水害治理，安全保障能力明显提升，具备了核增条件。`,
        `核增后，${holderOf(m!)}将严格按照核定能力组织生产，为全省电煤保供作出贡献。`,
      ],
    }),
  },
  {
    id: 'capacity-up-batch',
    write: ({ mines: [m], c }) => ({
      title: `${c.issuedBy}公告${c.batch}煤矿生产能力核增结果 ${placeName(m!)}在列`,
      paragraphs: [
        `${c.issuedBy}日前公告了${c.batch}煤矿生产能力核定结果（${c.documentNo}）。`,
        `其中，${placeName(m!)}生产能力由${c.previousCapacity}万吨/年核增至${c.capacity}万吨/年，公告日期为${cnDate(c.announcedOn)}。`,
        `有关负责人表示，核增产能须严格落实安全生产条件，严禁超能力生产。`,
      ],
    }),
  },
];

const CAPACITY_DOWN: Template<CapacityItem>[] = [
  {
    id: 'capacity-down',
    write: ({ mines: [m], c }) => ({
      title: `${placeName(m!)}生产能力核减至${c.capacity}万吨/年`,
      paragraphs: [
        `${c.issuedBy}${cnDate(c.announcedOn)}公告（${c.documentNo}），${placeName(m!)}生产能力由${c.previousCapacity}万吨/年核减至${c.capacity}万吨/年。`,
        `据了解，该矿因资源条件变化、采掘接续紧张，难以维持原有生产规模。`,
        `按新的生产能力组织生产后，该矿年产原煤将明显少于以往。${holderOf(m!)}经营面临较大困难。`,
      ],
    }),
  },
  {
    id: 'capacity-down-batch',
    write: ({ mines: [m], c }) => ({
      title: `${c.batch}煤矿生产能力公告发布 ${placeName(m!)}被核减`,
      paragraphs: [
        `${c.issuedBy}发布${c.batch}煤矿生产能力公告（${c.documentNo}）。`,
        `公告显示，${placeName(m!)}生产能力由${c.previousCapacity}万吨/年核减至${c.capacity}万吨/年，自${cnDate(c.announcedOn)}起执行。`,
        `业内人士认为，核减反映出部分矿井开采条件趋于复杂，企业须加快转型升级。`,
      ],
    }),
  },
];

const CAPACITY_SET: Template<CapacityItem>[] = [
  {
    id: 'capacity-set',
    write: ({ mines: [m], c }) => ({
      title: `${placeName(m!)}生产能力核定为${c.capacity}万吨/年`,
      paragraphs: [
        `${cnDate(c.announcedOn)}，${c.issuedBy}公告（${c.documentNo}），核定${placeName(m!)}生产能力为${c.capacity}万吨/年。`,
        `该矿此前已完成竣工验收，矿井由${holderOf(m!)}经营。`,
        `按照规定，该矿须按核定的生产能力组织生产，并在公告后向社会公开。`,
      ],
    }),
  },
];

const SAFETY_LICENCES: Template<LicenceItem>[] = [
  {
    id: 'licence-safety',
    write: ({ mines: [m], l }) => ({
      title: `${placeName(m!)}取得安全生产许可证`,
      paragraphs: [
        `${cnDate(l.issuedOn)}，${l.authority}向${placeName(m!)}颁发安全生产许可证，证号${l.number}。`,
        `许可证有效期自${cnDate(l.validFrom)}至${cnDate(l.validTo)}。经审查，该矿安全生产条件符合有关规定。`,
        `${holderOf(m!)}表示，将以此为契机，持续推进安全生产标准化建设。`,
      ],
    }),
  },
  {
    id: 'licence-safety-list',
    write: ({ mines: [m], l }) => ({
      title: `${l.authority}公告一批煤矿安全生产许可证颁发信息`,
      paragraphs: [
        `${l.authority}日前公告了一批煤矿安全生产许可证颁发信息。`,
        `其中，${placeName(m!)}获颁安全生产许可证（${l.number}），有效期自${cnDate(l.validFrom)}至${cnDate(l.validTo)}。`,
        `公告提醒，持证煤矿应当在许可证有效期内持续保持安全生产条件，接受监督检查。`,
      ],
    }),
  },
];

const MINING_LICENCES: Template<LicenceItem>[] = [
  {
    id: 'licence-mining',
    write: ({ mines: [m], l }) => ({
      title: `${placeName(m!)}采矿许可证获准登记`,
      paragraphs: [
        `${l.authority}近日公示了一批采矿权登记信息。`,
        `${placeName(m!)}采矿许可证（${l.number}）登记生产规模${l.capacity}万吨/年，有效期自${cnDate(l.validFrom)}至${cnDate(l.validTo)}。`,
        `采矿权人为${holderOf(m!)}。`,
      ],
    }),
  },
];

const FACES: Template<FaceItem>[] = [
  {
    id: 'smart-face-accepted',
    write: ({ mines: [m], f }) => ({
      title: `${placeName(m!)}${f.faceName}通过${f.level}智能化验收`,
      paragraphs: [
        `${cnDate(f.acceptedOn)}，${f.authority}组织专家对${placeName(m!)}${f.faceName}进行验收（${f.documentNo}），该${f.kind}通过${f.level}智能化验收。`,
        `工作面投用后实现了采煤机记忆截割、液压支架自动跟机和远程集中控制，单班下井人数明显减少。`,
        `${holderOf(m!)}表示，将继续加大投入，推动更多工作面智能化改造。`,
      ],
    }),
  },
  {
    id: 'smart-face-running',
    write: ({ mines: [m], f }) => ({
      title: `${placeName(m!)}${f.kind}建成投用`,
      paragraphs: [
        `走进${placeName(m!)}调度中心，大屏上实时显示着${f.faceName}的运行数据。`,
        `该${f.kind}于${cnDate(f.acceptedOn)}通过${f.level}智能化验收，生产效率显著提升，安全保障能力进一步增强。`,
        `据介绍，智能化改造后，工作面作业人员减少近一半，职工劳动强度大幅降低。`,
      ],
    }),
  },
];

const ACCEPTANCES: Template<AcceptanceItem>[] = [
  {
    id: 'acceptance-passed',
    write: ({ mines: [m], approvedOn, docNo, authority }) => ({
      title: `${placeName(m!)}通过竣工验收`,
      paragraphs: [
        `${cnDate(approvedOn)}，${authority}批复同意${placeName(m!)}通过竣工验收（${docNo}）。`,
        `该矿设计生产能力${m!.capacity}万吨/年，建设期间完成了井巷工程、通风、排水和安全监控等系统建设。`,
        `竣工验收通过后，该矿将按程序申领安全生产许可证，尽快形成产能。`,
      ],
    }),
  },
  {
    id: 'acceptance-new-capacity',
    write: ({ mines: [m], approvedOn, docNo, authority }) => ({
      title: `${m!.prefecture}新增一处竣工验收煤矿 ${placeName(m!)}建成`,
      paragraphs: [
        `记者从${authority}获悉，${placeName(m!)}已于${cnDate(approvedOn)}通过竣工验收，批复文号${docNo}。`,
        `${holderOf(m!)}负责人介绍，矿井建设坚持高起点规划，采掘机械化程度较高。`,
        `该矿建成后将进一步优化${m!.prefecture}煤炭产能结构。`,
      ],
    }),
  },
];

const DISHONEST: Template<DishonestItem>[] = [
  {
    id: 'dishonest-listed',
    write: ({ mines: [m], d }) => ({
      title: `${holderOf(m!)}被列入失信被执行人名单`,
      paragraphs: [
        `中国执行信息公开网显示，${holderOf(m!)}因未履行生效法律文书确定的义务，于${cnDate(d.publishedOn)}被${d.court}列入失信被执行人名单。`,
        `案号为${d.caseNo}，涉及义务为${d.obligation}。`,
        `该公司所属${placeName(m!)}目前的经营状况引发关注。`,
      ],
    }),
  },
  {
    id: 'dishonest-debt',
    write: ({ mines: [m], d }) => ({
      title: `${placeName(m!)}所属企业涉${amount(d.amount)}万元债务成失信被执行人`,
      paragraphs: [
        `${d.court}近日公布的失信被执行人信息显示，${holderOf(m!)}未履行${d.obligation}的义务（${d.caseNo}）。`,
        `信息发布日期为${cnDate(d.publishedOn)}。被列入名单后，该公司在融资、招投标等方面将受到限制。`,
      ],
    }),
  },
];

const AUCTIONS: Template<AuctionItem>[] = [
  {
    id: 'auction',
    write: ({ mines: [m], a, stage }) =>
      stage === 'notice'
        ? {
            title: `${placeName(m!)}采矿权将被司法拍卖 起拍价${amount(a.startingPrice)}万元`,
            paragraphs: [
              `${a.court}发布公告，将于${cnDate(a.auctionOn)}在网络司法拍卖平台公开拍卖“${a.title}”。`,
              `拍品起拍价${amount(a.startingPrice)}万元。${placeName(m!)}的采矿权人为${holderOf(m!)}。`,
              `业内人士表示，近年来部分中小煤矿资金链紧张，司法拍卖案件有所增加。`,
            ],
          }
        : {
            title: `${placeName(m!)}采矿权司法拍卖${a.dealPrice === null ? '流拍' : `以${amount(a.dealPrice)}万元成交`}`,
            paragraphs: [
              `${cnDate(a.auctionOn)}，${a.court}在网络司法拍卖平台公开拍卖“${a.title}”，起拍价${amount(a.startingPrice)}万元。`,
              a.dealPrice === null
                ? '因无人出价，本次拍卖流拍。'
                : `经多轮竞价，拍品最终以${amount(a.dealPrice)}万元成交。`,
              `${placeName(m!)}此前由${holderOf(m!)}持有。`,
            ],
          },
  },
];

const SAFETY_RECORDS: Template<RecordItem>[] = [
  {
    id: 'safety-days',
    write: ({ mines: [m], days, on }) => ({
      title: `${placeName(m!)}实现连续安全生产${days}天`,
      paragraphs: [
        `截至${cnDate(on)}，${placeName(m!)}已连续${days}天未发生伤亡事故。`,
        `该矿坚持“一通三防”和防治水工作常抓不懈，每班开展隐患排查，安全管理水平稳步提升。`,
        `${holderOf(m!)}负责人表示，将继续巩固安全生产良好态势。`,
      ],
    }),
  },
  {
    id: 'safety-standard',
    write: ({ mines: [m], days }) => ({
      title: `安全生产${days}天背后：${placeName(m!)}的标准化之路`,
      paragraphs: [
        `在${placeName(m!)}，每一名职工下井前都要接受班前安全确认。`,
        `近年来，该矿全面推行安全生产标准化管理体系，已连续${days}天实现安全生产。`,
        `矿长介绍，矿井把隐患排查治理纳入绩效考核，职工安全意识明显增强。`,
      ],
    }),
  },
];

const WEATHER: Template<RecordItem>[] = [
  {
    id: 'weather-evacuated',
    write: ({ mines: [m], on }) => ({
      title: `强降雨来袭 ${placeName(m!)}提前撤人确保安全`,
      paragraphs: [
        `${cnDate(on)}，${m!.prefecture}出现强降雨天气。${placeName(m!)}提前启动防汛应急预案，及时撤出井下作业人员。`,
        `该矿组织人员对地面塌陷区、河流沟渠等进行巡查，强降雨期间未造成人员伤亡。`,
        `${m!.county}要求各煤矿落实雨季“三防”措施，严防暴雨引发水害事故。`,
      ],
    }),
  },
];

/** The rest of the profile: capacity announcements, licences, faces, acceptances, courts, safety records. */
export function recordPools(profiles: readonly DemoProfile[], w: Window, r: Rng): Pool[] {
  const up: CapacityItem[] = [];
  const down: CapacityItem[] = [];
  const set: CapacityItem[] = [];
  const safety: LicenceItem[] = [];
  const mining: LicenceItem[] = [];
  const faces: FaceItem[] = [];
  const acceptances: AcceptanceItem[] = [];
  const dishonest: DishonestItem[] = [];
  const auctions: AuctionItem[] = [];
  const records: RecordItem[] = [];
  const weather: RecordItem[] = [];
  for (const m of profiles) {
    for (const c of m.capacityChanges) {
      const on = after(c.announcedOn, 1, 12, w, r);
      if (!on) continue;
      if (c.kind === '核增' && c.previousCapacity !== null) up.push({ on, mines: [m], c });
      else if (c.kind === '核减' && c.previousCapacity !== null) down.push({ on, mines: [m], c });
      else if (c.kind === '核定') set.push({ on, mines: [m], c });
    }
    for (const l of m.licences) {
      const on = after(l.issuedOn, 3, 25, w, r);
      if (on) (l.kind === 'safety' ? safety : mining).push({ on, mines: [m], l });
    }
    for (const f of m.smartFaces) {
      const on = after(f.acceptedOn, 3, 30, w, r);
      if (on) faces.push({ on, mines: [m], f });
    }
    if (m.acceptance) {
      const on = after(m.acceptance.approvedOn, 2, 15, w, r);
      if (on) acceptances.push({ on, mines: [m], ...m.acceptance });
    }
    for (const d of m.dishonest) {
      const on = after(d.publishedOn, 1, 10, w, r);
      if (on) dishonest.push({ on, mines: [m], d });
    }
    for (const a of m.auctions) {
      const notice = a.auctionOn > w.ref ? w.ref : addDays(a.auctionOn, -r.int(15, 30));
      if (notice >= w.start && notice <= w.ref) auctions.push({ on: notice, mines: [m], a, stage: 'notice' });
      const result = a.status !== '即将开始' ? after(a.auctionOn, 1, 5, w, r) : null;
      if (result) auctions.push({ on: result, mines: [m], a, stage: 'result' });
    }
    // Only producing mines count safe days: from the last accident, or from their acceptance.
    if (m.status === '1') {
      const on = dayIn(w, r);
      const last = m.accidents
        .map((a) => a.occurredOn)
        .filter((d) => d < on)
        .sort()
        .at(-1);
      const since = last ?? m.acceptance?.approvedOn;
      const days = since ? Math.floor(daysBetween(since, on) / 100) * 100 : 0;
      if (days >= 500 && accidentFree(m, addDays(on, -days), on)) records.push({ on, mines: [m], days });
      const rainy = addDays(`${on.slice(0, 4)}-05-01`, r.int(0, 120));
      if (rainy >= w.start && rainy <= w.ref && accidentFree(m, addDays(rainy, -3), rainy))
        weather.push({ on: rainy, mines: [m], days: 0 });
    }
  }
  return [
    pool({ category: 'capacity', share: 0.06, templates: CAPACITY_UP, sources: ENERGY_SOURCES, items: up }),
    pool({
      category: 'capacity',
      share: 0.03,
      templates: CAPACITY_DOWN,
      sources: ENERGY_SOURCES,
      items: down,
    }),
    pool({ category: 'capacity', share: 0.02, templates: CAPACITY_SET, sources: ENERGY_SOURCES, items: set }),
    pool({
      category: 'licence',
      share: 0.04,
      templates: SAFETY_LICENCES,
      sources: ENERGY_SOURCES,
      items: safety,
    }),
    pool({
      category: 'licence',
      share: 0.02,
      templates: MINING_LICENCES,
      sources: ENERGY_SOURCES,
      items: mining,
    }),
    pool({ category: 'smart', share: 0.05, templates: FACES, sources: LOCAL_SOURCES, items: faces }),
    pool({
      category: 'acceptance',
      share: 0.03,
      templates: ACCEPTANCES,
      sources: ENERGY_SOURCES,
      items: acceptances,
    }),
    pool({ category: 'court', share: 0.03, templates: DISHONEST, sources: COURT_SOURCES, items: dishonest }),
    pool({ category: 'court', share: 0.02, templates: AUCTIONS, sources: COURT_SOURCES, items: auctions }),
    pool({
      category: 'safety-record',
      share: 0.03,
      templates: SAFETY_RECORDS,
      sources: LOCAL_SOURCES,
      items: records,
    }),
    pool({ category: 'weather', share: 0.02, templates: WEATHER, sources: LOCAL_SOURCES, items: weather }),
  ];
}
