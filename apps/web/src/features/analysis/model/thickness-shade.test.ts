import { describe, expect, it } from 'vitest';
import { luminance, thicknessShade } from './thickness-shade';

describe('thicknessShade', () => {
  it.each([false, true])('is darker for a thicker seam (dark theme: %s)', (dark) => {
    const shades = [0, 0.25, 0.5, 0.75, 1].map((share) => luminance(thicknessShade(share, dark).background));
    for (let i = 1; i < shades.length; i++) expect(shades[i]).toBeLessThan(shades[i - 1]!);
  });
});
