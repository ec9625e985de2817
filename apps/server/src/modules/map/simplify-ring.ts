type Point = [number, number];

/** Squared distance of p from the segment a–b. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2)) : 0;
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/**
 * Douglas–Peucker on a closed ring: no point of the ring lies further than `tolerance` from the result.
 * Returns the ring closed again, or null when fewer than three corners survive (a speck at this scale).
 */
export function simplifyRing(ring: Point[], tolerance: number): Point[] | null {
  const open = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const points = open ? ring.slice(0, -1) : ring;
  if (points.length < 3) return null;
  // A closed ring is split at its first point and the point furthest from it.
  let far = 0;
  let farDistance = -1;
  points.forEach((p, i) => {
    const d = (p[0] - points[0]![0]) ** 2 + (p[1] - points[0]![1]) ** 2;
    if (d > farDistance) [far, farDistance] = [i, d];
  });
  const keep = new Uint8Array(points.length + 1);
  keep[0] = keep[far] = keep[points.length] = 1;
  const closed = [...points, points[0]!];
  const limit = tolerance * tolerance;
  const stack: [number, number][] = [
    [0, far],
    [far, points.length],
  ];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstDistance = limit;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance2(closed[i]!, closed[from]!, closed[to]!);
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([from, worst], [worst, to]);
  }
  const out = closed.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : null;
}
