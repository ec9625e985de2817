import { describe, expect, it } from 'vitest';
import { withTooltipColors } from './tooltip-theme';

const dark = { background: '#1f1f1f', border: '#303030', text: 'rgba(255,255,255,0.85)' };

describe('tooltip colours', () => {
  it('gives a chart’s tooltip the page’s colours and keeps what the chart set', () => {
    const formatter = () => 'x';
    const option = withTooltipColors(
      { tooltip: { trigger: 'axis', formatter, textStyle: { fontSize: 12 } } },
      dark,
    );
    expect(option.tooltip).toEqual({
      trigger: 'axis',
      formatter,
      backgroundColor: '#1f1f1f',
      borderColor: '#303030',
      textStyle: { color: 'rgba(255,255,255,0.85)', fontSize: 12 },
    });
    const own = withTooltipColors(
      { tooltip: { backgroundColor: '#000', textStyle: { color: '#fff' } } },
      dark,
    );
    expect(own.tooltip).toMatchObject({ backgroundColor: '#000', textStyle: { color: '#fff' } });
  });

  it('colours every tooltip of a list and adds none to a chart without one', () => {
    const listed = withTooltipColors({ tooltip: [{ show: true }, { show: false }] }, dark);
    expect(listed.tooltip).toHaveLength(2);
    expect((listed.tooltip as { backgroundColor: string }[])[1]!.backgroundColor).toBe('#1f1f1f');
    const bare = { series: [] };
    expect(withTooltipColors(bare, dark)).toBe(bare);
  });
});
