import { describe, expect, it } from 'vitest';
import { convertPoint, storedToDrawn } from './datum';

const GUIYANG = [106.63, 26.65] as const;
const metres = ([a, b]: readonly [number, number], [c, d]: readonly [number, number]) =>
  Math.hypot((a - c) * 99_600, (b - d) * 111_000);

describe('datum conversion', () => {
  it('leaves a point alone within one datum', () => {
    expect(convertPoint(...GUIYANG, 'wgs84', 'wgs84')).toEqual([...GUIYANG]);
    expect(convertPoint(...GUIYANG, 'gcj02', 'gcj02')).toEqual([...GUIYANG]);
  });

  it('draws a stored point about 500 m away, where GCJ-02 puts it', () => {
    const drawn = storedToDrawn(...GUIYANG);
    expect(drawn).toEqual(convertPoint(...GUIYANG, 'wgs84', 'gcj02'));
    expect(metres(drawn, GUIYANG)).toBeGreaterThan(300);
    expect(metres(drawn, GUIYANG)).toBeLessThan(800);
  });

  it('brings a drawn point back to within a metre of where it was stored', () => {
    const points: (readonly [number, number])[] = [GUIYANG, [104.83, 26.59], [106.93, 27.72], [105.29, 27.3]];
    for (const point of points) {
      const back = convertPoint(...storedToDrawn(...point), 'gcj02', 'wgs84');
      expect(metres(back, point)).toBeLessThan(1);
    }
  });
});
