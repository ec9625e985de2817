import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed once.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/** A 12-character password with a lower-case letter, a capital and a digit, for the admin to hand over once. */
export function initialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), ...Array.from({ length: 9 }, () => pick(ALL))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
