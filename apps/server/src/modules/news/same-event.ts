/** Two titles sharing this many uncommon two-character pieces (纳雍, 透水) are taken to tell of one event. */
const SHARED_PIECES = 2;
/** A piece found in more than this share of the titles around (煤矿, 安全, 事故) tells nothing of the event. */
const COMMON_SHARE = 0.05;

/** The last character of a place's name (纳雍县): a place alone is no event, so its name counts once. */
const PLACE_END = /[省市州县区镇乡村]$/;

/** The two-character pieces of a title's Chinese runs: 纳雍透水 → 纳雍, 雍透, 透水 (雍县 of 纳雍县 left out). */
function pieces(title: string): Set<string> {
  const out = new Set<string>();
  for (const run of title.match(/[\u3400-\u9fff]{2,}/g) ?? []) {
    for (let i = 0; i + 2 <= run.length; i += 1) {
      const piece = run.slice(i, i + 2);
      if (!PLACE_END.test(piece)) out.add(piece);
    }
  }
  return out;
}

/**
 * The articles around one (published near it) whose titles tell of the same event: they share at least
 * {@link SHARED_PIECES} two-character pieces that few titles around have. Most shared first.
 */
export function sameEvent<T extends { id: number; title: string }>(
  article: { title: string },
  around: T[],
): T[] {
  const own = pieces(article.title);
  const split = around.map((other) => ({ other, pieces: pieces(other.title) }));
  const seenIn = new Map<string, number>();
  for (const { pieces: set } of split)
    for (const piece of set) seenIn.set(piece, (seenIn.get(piece) ?? 0) + 1);
  const common = Math.max(2, Math.ceil(around.length * COMMON_SHARE));
  return split
    .map(({ other, pieces: set }) => ({
      other,
      shared: [...set].filter((piece) => own.has(piece) && (seenIn.get(piece) ?? 0) <= common).length,
    }))
    .filter(({ shared }) => shared >= SHARED_PIECES)
    .sort((a, b) => b.shared - a.shared)
    .map(({ other }) => other);
}
