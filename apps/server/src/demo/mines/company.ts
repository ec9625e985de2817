import type { Random } from './random';

/**
 * Companies: unified social credit codes (GB 32100-2015, with the organisation code of GB 11714 inside)
 * and name words that do not repeat a few brands across the province.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

function orgCheck(body: string): string {
  const sum = [...body].reduce((s, ch, i) => s + parseInt(ch, 36) * ORG_WEIGHTS[i]!, 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

function usccCheck(first17: string): string {
  const sum = [...first17].reduce((s, ch, i) => s + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i]!, 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** 91 (market regulator, enterprise) + county code + organisation code + check character. */
export function creditCode(r: Random, countyCode: string): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += i < 2 ? USCC_CHARS[r.int(0, 30)] : String(r.int(0, 9));
  const first17 = `91${countyCode}${body}${orgCheck(body)}`;
  return first17 + usccCheck(first17);
}

export function validCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const org = code.slice(8, 17);
  if (orgCheck(org.slice(0, 8)) !== org[8]) return false;
  return usccCheck(code.slice(0, 17)) === code[17];
}

/** Two-character trade names (字号) built from auspicious characters: hundreds of them, none dominant. */
const WORD_FIRST = '鑫宏恒金兴盛鸿顺永华裕德泰聚广荣天嘉汇瑞昌安鼎宝正隆富润益晟乾坤祥源发达丰茂';
const WORD_SECOND = '隆发泰鼎盛源运达安丰鑫通兴翔润昌旺和利成业辉宇诚信祥福瑞恒达胜';

export function tradeWord(r: Random): string {
  let word = '';
  do word = `${r.pick([...WORD_FIRST])}${r.pick([...WORD_SECOND])}`;
  while (word[0] === word[1]);
  return word;
}
