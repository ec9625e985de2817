import type { RowValues } from '../../modules/mine';
import { assetValue } from './asset-values';
import { UNIFIED_PROPERTY_CERT_YEAR } from './authorities';
import { addDays, dateIn, yearOf } from './dates';
import type { MineFacts } from './facts';
import { round } from './geology';
import { COMPANY_TYPES } from './invariants';
import { person, splitPercent } from './people';
import type { Random } from './random';
import { tradeWord } from './company';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export interface Holders {
  rows: RowValues[];
  companyType: string;
}

/**
 * The company's holders and the registered type they imply: a group's wholly owned subsidiary is 法人独资,
 * a 股份有限公司 has at least two promoters, a company controlled by people is 自然人投资或控股.
 */
export function makeHolders(
  r: Random,
  company: { name: string; group: string | null },
  capital: number,
  since: string,
): Holders {
  const withCapital = (rows: { name: string; holderType: string; percent: number }[]): RowValues[] => {
    const seen = new Set<string>();
    return rows
      .filter((row) => !seen.has(row.name) && seen.add(row.name))
      .map((row) => ({ ...row, capital: round((capital * row.percent) / 100, 2), subscribedOn: since }));
  };
  if (company.group) {
    if (r.chance(0.6))
      return {
        rows: withCapital([{ name: company.group, holderType: 'company', percent: 100 }]),
        companyType: COMPANY_TYPES.soleCorporate,
      };
    const own = r.int(51, 90);
    return {
      rows: withCapital([
        { name: company.group, holderType: 'company', percent: own },
        { name: person(r), holderType: 'person', percent: 100 - own },
      ]),
      companyType: COMPANY_TYPES.other,
    };
  }
  const joint = company.name.includes('股份有限公司');
  const count = joint ? r.int(2, 5) : r.int(1, 4);
  const rows = withCapital(
    splitPercent(r, count).map((percent, k) => {
      const corporate = k > 0 && r.chance(0.25);
      return {
        name: corporate ? `贵州${tradeWord(r)}投资有限公司` : person(r),
        holderType: corporate ? 'company' : 'person',
        percent,
      };
    }),
  );
  const personShare = rows.filter((h) => h.holderType === 'person').reduce((s, h) => s + num(h.percent), 0);
  // Duplicate names were merged away: the shares no longer add up, so fall back to one holder, or to
  // two distinct promoters for a 股份有限公司, which cannot have fewer.
  if (rows.length !== count) {
    const first = person(r);
    if (!joint)
      return {
        rows: withCapital([{ name: first, holderType: 'person', percent: 100 }]),
        companyType: COMPANY_TYPES.solePerson,
      };
    let second = person(r);
    while (second === first) second = person(r);
    const own = r.int(51, 90);
    return {
      rows: withCapital([
        { name: first, holderType: 'person', percent: own },
        { name: second, holderType: 'person', percent: 100 - own },
      ]),
      companyType: COMPANY_TYPES.joint,
    };
  }
  const companyType = joint
    ? personShare > 50
      ? COMPANY_TYPES.joint
      : '股份有限公司（非上市）'
    : rows.length === 1
      ? COMPANY_TYPES.solePerson
      : personShare > 50
        ? COMPANY_TYPES.person
        : COMPANY_TYPES.other;
  return { rows, companyType };
}

/** Registration changes; a 股东变更 names the holders of today, a 法定代表人变更 today's representative. */
export function makeChanges(r: Random, facts: MineFacts, holders: RowValues[]): RowValues[] {
  const capital = num(facts.mine.companyCapital);
  const established = str(facts.mine.companyEstablishedOn) || '2010-01-01';
  const items = r.sample(
    ['法定代表人变更', '注册资本变更', '股东变更', '经营范围变更', '住所变更', '高级管理人员备案'],
    r.int(1, 4),
  );
  return items
    .map((item) => {
      const [before, after] =
        item === '法定代表人变更'
          ? [person(r), str(facts.mine.companyLegalRep)]
          : item === '注册资本变更'
            ? [`${round(capital * r.range(0.3, 0.8), 0)}万元人民币`, `${capital}万元人民币`]
            : item === '股东变更'
              ? [
                  [person(r), ...holders.slice(1).map((h) => str(h.name))].join('、'),
                  holders.map((h) => str(h.name)).join('、'),
                ]
              : item === '经营范围变更'
                ? ['煤炭开采', '煤炭开采、洗选及销售']
                : item === '住所变更'
                  ? [`${str(facts.mine.county)}城关镇`, str(facts.mine.companyAddress)]
                  : [person(r), person(r)];
      const from = Math.max(yearOf(established) + 1, 2014);
      const changedOn = dateIn(r.int(Math.min(from, facts.refYear - 1), facts.refYear - 1), r.int(0, 364));
      return { changedOn, item, before, after };
    })
    .filter((c) => !(c.item === '股东变更' && holders.length === 0))
    .sort((a, b) => a.changedOn.localeCompare(b.changedOn));
}

/** Land and buildings carry 不动产权证书 only from 2015; earlier ones the separate 国用/房权 certificates. */
export function makeAsset(r: Random, facts: MineFacts, k: number): RowValues {
  const county = str(facts.mine.county);
  const name = str(facts.mine.name);
  const kind = k === 0 ? '土地使用权' : r.pick(['房产', '设备', '车辆', '商标', '专利'] as const);
  const year = r.int(Math.max(2008, facts.founded), facts.refYear - 1);
  const unified = year >= UNIFIED_PROPERTY_CERT_YEAR;
  const serial = () => String(r.int(1, 99999)).padStart(7, '0');
  const names: Record<string, string> = {
    土地使用权: `${name}工业场地土地使用权`,
    房产: `${name}办公楼`,
    设备: r.pick(['综采液压支架', '采煤机', '主通风机', '带式输送机', '瓦斯抽采泵站']),
    车辆: r.pick(['井下防爆胶轮车', '矿用运输车', '应急救援车']),
    商标: `“${tradeWord(r)}”商标`,
    专利: r.pick(['一种矿用瓦斯抽采钻孔封孔装置', '一种煤矿井下防尘喷雾装置', '一种顶板离层监测装置']),
  };
  const cert: Record<string, string> = {
    土地使用权: unified
      ? `黔（${year}）${county}不动产权第${serial()}号`
      : `${county.slice(0, 2)}国用（${year}）第${r.int(1, 999)}号`,
    房产: unified
      ? `黔（${year}）${county}不动产权第${serial()}号`
      : `${county.slice(0, 2)}房权证字第${serial()}号`,
    商标: `第${r.int(10_000_000, 59_999_999)}号`,
    专利: `ZL ${year}2${r.int(1_000_000, 9_999_999)}.${r.int(0, 9)}`,
  };
  return {
    kind,
    name: names[kind] ?? kind,
    certificateNo: cert[kind] ?? null,
    value: assetValue(r, kind, names[kind] ?? kind),
    acquiredOn: dateIn(year, r.int(0, 364)),
  };
}

export function makeDishonest(r: Random, facts: MineFacts): RowValues {
  const year = r.int(2017, facts.refYear - 1);
  const amount = round(r.range(30, 3000), 1);
  return {
    caseNo: `（${year}）黔${r.int(1, 27).toString().padStart(2, '0')}${r.int(10, 99)}执${r.int(100, 2999)}号`,
    court: `${str(facts.mine.county)}人民法院`,
    filedOn: dateIn(year, r.int(0, 200)),
    publishedOn: dateIn(year, r.int(201, 364)),
    obligation: `支付货款及利息共计${amount}万元`,
    performance: r.weighted([
      ['全部未履行', 70],
      ['部分未履行', 30],
    ]),
    amount,
  };
}

export function makeAuction(r: Random, facts: MineFacts): RowValues {
  const start = round(r.range(200, 20_000), 1);
  const status = r.weighted([
    ['已成交', 40],
    ['流拍', 35],
    ['中止', 10],
    ['即将开始', 15],
  ]);
  const auctionOn =
    status === '即将开始'
      ? addDays(facts.referenceDate, r.int(5, 60))
      : dateIn(r.int(2018, facts.refYear - 1), r.int(0, 364));
  return {
    title: `${str(facts.mine.company)}所持${str(facts.mine.name)}采矿权及附属设施`,
    court: `${str(facts.mine.county)}人民法院`,
    auctionOn,
    startingPrice: start,
    dealPrice: status === '已成交' ? round(start * r.range(1, 1.3), 1) : null,
    status,
  };
}
