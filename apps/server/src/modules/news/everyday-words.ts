import { dict } from '@node-rs/jieba/dict.js';

/**
 * Mine and company short names that are everyday words of Chinese news (安全 of 安全煤矿, 新华 of
 * 新华社): county names around them prove nothing. Besides these, any two-character word that jieba's
 * dictionary counts as common ({@link COMMON_FREQUENCY} and over) is one.
 */
const EVERYDAY = [
  '安全',
  '新华',
  '团结',
  '光明',
  '胜利',
  '和平',
  '红旗',
  '东风',
  '前进',
  '幸福',
  '友谊',
  '新生',
  '建设',
  '发展',
  '兴旺',
  '富民',
  '太平',
  '长征',
  '解放',
  '民主',
  '振兴',
  '繁荣',
  '红星',
  '向阳',
  '朝阳',
  '平安',
  '吉祥',
  '大众',
  '人民',
  '中心',
  '新兴',
  '先锋',
  '创新',
  '和谐',
  '文明',
  '统一',
  '联合',
  '合作',
  '安宁',
  '安定',
  '富强',
  '兴隆',
  '永安',
  '长安',
  '东方',
  '中华',
  '华夏',
  '新村',
  '工业',
  '生产',
  '小康',
];

/** jieba's frequency from which a two-character word reads as common (新华 549, 安全 9,921, 马场 295). */
const COMMON_FREQUENCY = 500;

let common: Set<string> | undefined;

/** The two-character words of jieba's dictionary (lines "词 频率 词性") at or over the frequency. */
function commonWords(): Set<string> {
  if (common) return common;
  common = new Set(EVERYDAY);
  const decoder = new TextDecoder();
  let start = 0;
  // A byte scan: decoding and splitting the 5 MB dictionary would take ten times as long.
  while (start < dict.length) {
    let end = dict.indexOf(10, start);
    if (end < 0) end = dict.length;
    // Two three-byte characters, then a space: a two-character word.
    if (dict[start + 6] === 32 && dict[start]! >= 0xe3 && dict[start + 3]! >= 0xe3) {
      let frequency = 0;
      for (let i = start + 7; i < end && dict[i]! >= 48 && dict[i]! <= 57; i += 1) {
        frequency = frequency * 10 + dict[i]! - 48;
      }
      if (frequency >= COMMON_FREQUENCY) common.add(decoder.decode(dict.subarray(start, start + 6)));
    }
    start = end + 1;
  }
  return common;
}

/** Whether a short name reads as an everyday word: on the list, or a common two-character word. */
export const isEverydayWord = (name: string): boolean => commonWords().has(name);
