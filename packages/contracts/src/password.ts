import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * The password rule, run alike by the form's meter and by the server: at least 8 characters and a
 * zxcvbn score of 3 (about 10⁸ guesses). zxcvbn knows English words and keyboard runs; the words Chinese
 * users reach for (pinyin names and places, 520 and 1314 love numbers, the platform's own words) are
 * added here, and the account's own words (user name, name and its pinyin, mail, phone) come as user inputs.
 */
export const PASSWORD_RULE = { minLength: 8, maxLength: 128, minScore: 3 } as const;

/** Common pinyin surnames and given-name syllables typed as passwords. */
const SURNAMES =
  'wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he gao lin luo zheng liang xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao jin fu fan fang shi tan liao zou xiong qiu qin jia xue yan duan lei long hou hao shao meng wan qian dai mo kong bai cui kang mao qiu'.split(
    ' ',
  );

/** Pinyin words and number habits of Chinese passwords, and this platform's own words. */
const CHINESE_WORDS = [
  'woaini',
  'woaini1314',
  'aini',
  'iloveyou',
  'wojiushiwo',
  'woshishui',
  'nihao',
  'nihaoma',
  'mima',
  'mimamima',
  'zhongguo',
  'zhonghua',
  'china',
  'beijing',
  'shanghai',
  'guizhou',
  'guiyang',
  'zunyi',
  'bijie',
  'anshun',
  'liupanshui',
  'tongren',
  'qiannan',
  'meikuang',
  'meitan',
  'kuangshan',
  'anquan',
  'shengchan',
  'dashuju',
  'xinxi',
  'guanliyuan',
  'yonghu',
  'admin',
  'root',
  'qq',
  'weixin',
  'baobei',
  'laopo',
  'laogong',
  'xiaobai',
  'dongdong',
  'tiantian',
  'kuaile',
  'xingfu',
  'pingan',
  'fuqi',
  'zhaocai',
  'facai',
  '5201314',
  '1314520',
  '520520',
  '521521',
  '1314',
  '520',
  '666666',
  '888888',
  '168168',
  '518518',
  '147258369',
  '147258',
  '258369',
  '159357',
  '123qwe',
  'qweasd',
  'qweasdzxc',
  '1qaz2wsx',
  'a123456',
  'qq123456',
  'abc123',
];

const factory = new ZxcvbnFactory({
  dictionary: {
    ...commonDictionary,
    ...englishDictionary,
    chinese: [...CHINESE_WORDS, ...SURNAMES],
  },
  graphs: adjacencyGraphs,
});

/** Why a password is refused; the meter and the server each word it in the user's language. */
export const PASSWORD_REASONS = [
  'tooShort',
  'tooLong',
  'userInputs',
  'chinesePattern',
  'common',
  'keyPattern',
  'sequence',
  'repeat',
  'dates',
  'names',
  'weak',
] as const;
export type PasswordReason = (typeof PASSWORD_REASONS)[number];

export interface PasswordVerdict {
  /** zxcvbn's 0-4. */
  score: number;
  ok: boolean;
  /** Set when the password is refused. */
  reason: PasswordReason | null;
}

const WARNING_REASONS: Record<string, PasswordReason> = {
  straightRow: 'keyPattern',
  keyPattern: 'keyPattern',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  wordByItself: 'common',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'userInputs',
  pwned: 'common',
};

/** Judges a password against the rule; `userInputs` are the account's own words. */
export function judgePassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  if (password.length > PASSWORD_RULE.maxLength) return { score: 0, ok: false, reason: 'tooLong' };
  const inputs = userInputs.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 2);
  const result = factory.check(password, inputs);
  const score = result.score;
  if (password.length < PASSWORD_RULE.minLength) return { score, ok: false, reason: 'tooShort' };
  // The account's own words and the Chinese habits weigh most: zxcvbn may rate 名字+1314 "good", but
  // a password made mostly of them (over half its characters) is refused unless it is very strong.
  const covered = (dictionary: string) =>
    result.sequence
      .filter((m) => 'dictionaryName' in m && String(m.dictionaryName) === dictionary)
      .reduce((sum, m) => sum + m.token.length, 0);
  const mine = covered('userInputs');
  const chinese = covered('chinese');
  const leaning = (mine + chinese) * 2 > password.length && score < 4;
  if (score >= PASSWORD_RULE.minScore && !leaning) return { score, ok: true, reason: null };
  if (mine > 0) return { score, ok: false, reason: 'userInputs' };
  if (chinese > 0) return { score, ok: false, reason: 'chinesePattern' };
  const warning = result.feedback.warning;
  return { score, ok: false, reason: (warning && WARNING_REASONS[warning]) || 'weak' };
}
