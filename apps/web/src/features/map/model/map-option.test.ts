import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/color-contrast';
import { DARK_PALETTE, LIGHT_PALETTE, map2DOption, map3DOption, type MapPalette } from './map-option';

const palettes: [string, MapPalette][] = [
  ['light', LIGHT_PALETTE],
  ['dark', DARK_PALETTE],
];
const input = (palette: MapPalette) => ({
  mapName: 'test-map',
  groups: [],
  palette,
  tooltip: () => '',
});
interface Label {
  color?: string;
  textBorderColor?: string;
  textStyle?: unknown;
}
type Regions = { label: Label; emphasis: { label: Label } };

describe.each(palettes)('prefecture labels, %s theme', (_, palette) => {
  it('keep AA contrast (4.5:1) on the regions, plain and hovered', () => {
    expect(contrastRatio(palette.label, palette.area)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.label, palette.areaHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('are coloured where echarts-gl reads the colour (on the label, not in a textStyle), with a halo', () => {
    const { geo3D } = map3DOption({ ...input(palette), layer: 'bar', camera: 'tilt' }) as { geo3D: Regions };
    for (const [label, halo] of [
      [geo3D.label, palette.area],
      [geo3D.emphasis.label, palette.areaHover],
    ] as const) {
      expect(label).toMatchObject({ color: palette.label, textBorderColor: halo });
      expect(label.textStyle).toBeUndefined();
    }
  });

  it('are coloured the same way in 2D', () => {
    const { geo } = map2DOption({ ...input(palette), heat: false }) as { geo: Regions };
    expect(geo.label).toMatchObject({ color: palette.label, textBorderColor: palette.area });
    expect(geo.emphasis.label).toMatchObject({ color: palette.label, textBorderColor: palette.areaHover });
  });
});
