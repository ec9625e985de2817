/** sfc32: small, fast, and the same sequence on every platform for the same seed. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A child generator, so adding draws in one part does not shift every later mine. */
  fork(salt: number): Random {
    return new Random(Math.floor(this.next() * 4294967296) ^ Math.imul(salt, 0x9e3779b1));
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Rounded to `digits` decimals, so stored values look like measurements. */
  fixed(min: number, max: number, digits = 2): number {
    const f = 10 ** digits;
    return Math.round(this.range(min, max) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const idx = items.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    return idx
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((i) => items[i]!);
  }

  /** Roughly normal (Irwin–Hall of 4), clamped. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const z = (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
    return Math.min(max, Math.max(min, mean + z * sd));
  }
}
