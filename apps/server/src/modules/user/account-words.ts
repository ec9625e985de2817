import { pinyin } from 'pinyin-pro';
import type { UserRow } from './user.repository';

/** Runs of whole syllables, two or more: 数据分析员 → shuju, shujufenxi, fenxi, … and the full name. */
function syllableRuns(syllables: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < syllables.length; start++)
    for (let end = start + 2; end <= syllables.length; end++) runs.push(syllables.slice(start, end).join(''));
  return runs;
}

/**
 * The account's own words a password must not lean on: the user name, the name in characters, its
 * pinyin (whole, by runs of syllables, initials, and surname last as in English order), mail, phone, id.
 */
export function accountWords(
  user: Pick<UserRow, 'userName' | 'nickName' | 'email' | 'phone' | 'accountId'>,
): string[] {
  const name = user.nickName.trim();
  const syllables = name
    ? pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' }).filter(Boolean)
    : [];
  const initials = syllables.map((s) => s[0]).join('');
  const words = [
    user.userName,
    name,
    ...syllableRuns(syllables),
    initials,
    syllables.length > 1 ? [...syllables.slice(1), syllables[0]].join('') : '',
    user.email,
    user.email.split('@')[0] ?? '',
    user.phone,
    user.accountId,
  ];
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 2))];
}
