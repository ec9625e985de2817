import type { OwnershipEdge } from '../../modules/mine';
import { COMPANY_TYPES } from './invariants';

/**
 * The province's state coal groups as a demo portfolio. The group names are the real ones; which demo
 * mines they hold is made up. Panjiang follows DOMAIN.md §2 (7 mines, about 17.3 Mt/a, Panjiang Refined
 * Coal); the others hold fewer or smaller mines, so Panjiang stays the largest.
 */
export interface StateGroup {
  /** The group the portfolio is known by. */
  name: string;
  /** The company on the mines' records (mining licence holder). */
  holder: {
    name: string;
    countyCode: string;
    address: string;
    establishedOn: string;
    capital: number;
    type: string;
    holders: { name: string; holderType: string; percent: number }[];
  };
  /** Holdings above the holder, up to the state: the look-through graph's upper layers. */
  edges: OwnershipEdge[];
  /** Mines the group holds: where, in which states, at what capacity (10⁴ t/a). */
  seats: { prefectures: string[]; counties?: string[]; statuses: string[]; capacity: number }[];
}

const SASAC = '贵州省人民政府国有资产监督管理委员会';
const edge = (
  companyName: string,
  holderName: string,
  percent: number,
  holderType: 'company' | 'person' = 'company',
): OwnershipEdge => ({
  companyName,
  holderName,
  holderType,
  percent,
});
const STATE_OWNED = '有限责任公司（国有控股）';
const LISTED = '股份有限公司（上市、国有控股）';
const WORKING = ['1'];
const ANY = ['1', '2', '3', '6'];
const seats = (spec: [string[], string[] | undefined, string[], number][]) =>
  spec.map(([prefectures, counties, statuses, capacity]) => ({ prefectures, counties, statuses, capacity }));

export const STATE_GROUPS: readonly StateGroup[] = [
  {
    name: '贵州盘江投资控股（集团）有限公司',
    holder: {
      name: '贵州盘江精煤股份有限公司',
      countyCode: '520281',
      address: '贵州省六盘水市盘州市红果经济开发区',
      establishedOn: '1999-10-15',
      capital: 214_665,
      type: LISTED,
      holders: [
        { name: '贵州盘江投资控股（集团）有限公司', holderType: 'company', percent: 62.45 },
        { name: '社会公众股东', holderType: 'company', percent: 37.55 },
      ],
    },
    edges: [
      edge('贵州盘江投资控股（集团）有限公司', '贵州能源集团有限公司', 100),
      edge('贵州能源集团有限公司', SASAC, 90),
      edge('贵州能源集团有限公司', '贵州省财政厅', 10),
    ],
    // Seven working mines around Panzhou, 1 750 × 10⁴ t/a together.
    seats: seats([
      [['5202'], ['520281'], WORKING, 400],
      [['5202'], ['520281'], WORKING, 300],
      [['5202'], ['520281'], WORKING, 300],
      [['5202'], ['520281'], WORKING, 240],
      [['5202'], ['520281'], WORKING, 240],
      [['5202'], ['520281', '520204'], WORKING, 150],
      [['5223'], ['522323', '522324'], WORKING, 120],
    ]),
  },
  {
    name: '水城矿业（集团）有限责任公司',
    holder: {
      name: '贵州水城矿业股份有限公司',
      countyCode: '520201',
      address: '贵州省六盘水市钟山区',
      establishedOn: '2000-12-28',
      capital: 86_000,
      type: '股份有限公司（非上市、国有控股）',
      holders: [
        { name: '水城矿业（集团）有限责任公司', holderType: 'company', percent: 74.2 },
        { name: '贵州省国有资本运营有限责任公司', holderType: 'company', percent: 25.8 },
      ],
    },
    edges: [
      edge('水城矿业（集团）有限责任公司', SASAC, 100),
      edge('贵州省国有资本运营有限责任公司', SASAC, 100),
    ],
    seats: seats([
      [['5202'], ['520201', '520204'], WORKING, 240],
      [['5202'], ['520201', '520204'], WORKING, 180],
      [['5202'], ['520204'], ANY, 120],
      [['5202'], ['520204'], ANY, 90],
      [['5205'], ['520525', '520524'], ANY, 90],
      [['5205'], ['520525', '520526'], ANY, 60],
    ]),
  },
  {
    name: '贵州六枝工矿（集团）有限责任公司',
    holder: {
      name: '贵州六枝工矿（集团）有限责任公司',
      countyCode: '520203',
      address: '贵州省六盘水市六枝特区平寨镇',
      establishedOn: '1996-06-20',
      capital: 41_500,
      type: '有限责任公司（国有独资）',
      holders: [{ name: SASAC, holderType: 'company', percent: 100 }],
    },
    edges: [],
    seats: seats([
      [['5202'], ['520203'], WORKING, 120],
      [['5202'], ['520203'], ANY, 90],
      [['5202'], ['520203'], ANY, 60],
      [['5204'], undefined, ANY, 45],
      [['5223'], ['522301', '522302'], ANY, 60],
    ]),
  },
  {
    name: '贵州能源集团有限公司',
    holder: {
      name: '贵州能源集团煤炭开发有限公司',
      countyCode: '520581',
      address: '贵州省毕节市黔西市',
      establishedOn: '2006-03-18',
      capital: 60_000,
      type: STATE_OWNED,
      holders: [
        { name: '贵州能源集团有限公司', holderType: 'company', percent: 80 },
        { name: '毕节市国有资产投资有限公司', holderType: 'company', percent: 20 },
      ],
    },
    edges: [edge('毕节市国有资产投资有限公司', '毕节市人民政府国有资产监督管理委员会', 100)],
    seats: seats([
      [['5205'], ['520581', '520521'], WORKING, 150],
      [['5205'], ['520521', '520524'], ANY, 120],
      [['5205'], undefined, ANY, 90],
      [['5203'], ['520322', '520330'], ANY, 90],
      [['5203'], undefined, ANY, 60],
      [['5223'], undefined, ANY, 90],
    ]),
  },
  {
    name: '贵州林东矿业集团有限责任公司',
    holder: {
      name: '贵州林东煤业发展有限责任公司',
      countyCode: '520181',
      address: '贵州省贵阳市清镇市',
      establishedOn: '2003-08-08',
      capital: 30_000,
      type: STATE_OWNED,
      holders: [
        { name: '贵州林东矿业集团有限责任公司', holderType: 'company', percent: 70 },
        { name: '贵阳市工业投资有限公司', holderType: 'company', percent: 30 },
      ],
    },
    edges: [
      edge('贵州林东矿业集团有限责任公司', '贵阳市人民政府国有资产监督管理委员会', 100),
      edge('贵阳市工业投资有限公司', '贵阳市人民政府国有资产监督管理委员会', 100),
    ],
    seats: seats([
      [['5201'], undefined, ANY, 60],
      [['5201'], undefined, ANY, 45],
      [['5227'], undefined, ANY, 45],
      [['5205'], ['520581', '520523'], ANY, 90],
      [['5203'], undefined, ANY, 60],
    ]),
  },
  {
    name: '兖矿能源集团股份有限公司',
    holder: {
      name: '兖矿贵州能化有限公司',
      countyCode: '520502',
      address: '贵州省毕节市七星关区',
      establishedOn: '2005-11-09',
      capital: 120_000,
      type: COMPANY_TYPES.soleCorporate,
      holders: [{ name: '兖矿能源集团股份有限公司', holderType: 'company', percent: 100 }],
    },
    edges: [
      edge('兖矿能源集团股份有限公司', '山东能源集团有限公司', 52.8),
      edge('兖矿能源集团股份有限公司', '社会公众股东', 47.2),
      edge('山东能源集团有限公司', '山东省人民政府国有资产监督管理委员会', 70),
      edge('山东能源集团有限公司', '山东国惠投资控股集团有限公司', 20),
      edge('山东能源集团有限公司', '山东省社会保障基金理事会', 10),
    ],
    seats: seats([
      [['5205'], ['520525', '520524', '520521'], WORKING, 120],
      [['5205'], undefined, ANY, 90],
      [['5205'], undefined, ANY, 90],
      [['5205'], undefined, ANY, 60],
      [['5205'], undefined, ANY, 60],
    ]),
  },
];
