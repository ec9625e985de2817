/** Levenshtein distance over code points (Chinese characters count as one each). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(prev[j]! + 1, next[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = next;
  }
  return prev[y.length]!;
}

const commonPrefix = (a: string, b: string) => {
  const x = [...a];
  const y = [...b];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
};

/**
 * The candidate a typo most likely meant: the nearest by edit distance when it is close (one edit per
 * three characters, at least one), else one sharing the first two characters; undefined when neither.
 */
export function didYouMean(text: string, candidates: Iterable<string>): string | undefined {
  const length = [...text].length;
  let best: { name: string; distance: number; prefix: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(text, name);
    const prefix = commonPrefix(text, name);
    if (!best || distance < best.distance || (distance === best.distance && prefix > best.prefix))
      best = { name, distance, prefix };
  }
  if (!best || best.distance === 0) return best?.name;
  if (best.distance <= Math.max(1, Math.floor(length / 3))) return best.name;
  return best.prefix >= 2 ? best.name : undefined;
}
