/** How many words of each polarity the dashboard's cloud shows. */
const PER_POLARITY = 60;

/**
 * The word cloud's words, coloured by each word's own polarity in the lexicon: 事故 stays a bad word in
 * 未发生事故, though the sentence it came from counts it as good news. The daily counts keep the polarity
 * a word had in its sentence; here the counts of both are added up. A word the lexicon no longer has
 * (an admin's term since removed) keeps the polarity it was counted under most.
 */
export function cloudWords(
  rows: { word: string; positive: boolean; n: number }[],
  weightOf: (word: string) => number | undefined,
): { positive: { word: string; count: number }[]; negative: { word: string; count: number }[] } {
  const totals = new Map<string, { count: number; asPositive: number }>();
  for (const { word, positive, n } of rows) {
    const entry = totals.get(word) ?? { count: 0, asPositive: 0 };
    entry.count += n;
    if (positive) entry.asPositive += n;
    totals.set(word, entry);
  }
  const positive: { word: string; count: number }[] = [];
  const negative: { word: string; count: number }[] = [];
  const ranked = [...totals].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0));
  for (const [word, { count, asPositive }] of ranked) {
    const weight = weightOf(word);
    const good = weight ? weight > 0 : asPositive * 2 > count;
    const list = good ? positive : negative;
    if (list.length < PER_POLARITY) list.push({ word, count });
  }
  return { positive, negative };
}
