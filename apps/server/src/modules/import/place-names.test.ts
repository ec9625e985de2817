import { describe, expect, it } from 'vitest';
import { loadRegions } from '../mine';
import { createPlaceNames } from './place-names';

const places = createPlaceNames(loadRegions());
const prefecture = (name: string) => {
  const found = places.prefecture(name);
  if (!found.ok) throw new Error(`${name} is not a prefecture`);
  return found.value;
};

describe('place names as real lists write them', () => {
  it.each([
    ['毕节地区', '毕节市', 'former'],
    ['铜仁地区', '铜仁市', 'former'],
    ['六盘水', '六盘水市', 'short'],
    ['黔西南布依族苗族自治州', '黔西南州', undefined],
    ['毕节市', '毕节市', undefined],
  ])('reads the prefecture %s as %s', (written, name, note) => {
    const found = places.prefecture(written);
    expect(found).toMatchObject({ ok: true, value: { name } });
    expect(found.ok ? found.note : 'refused').toBe(note);
  });

  it.each([
    ['六盘水市', '盘县', '盘州市', 'former'],
    ['六盘水市', '水城县', '水城区', 'former'],
    ['毕节市', '黔西县', '黔西市', 'former'],
    ['黔西南州', '兴仁县', '兴仁市', 'former'],
    ['遵义市', '遵义县', '播州区', 'former'],
    ['毕节市', '毕节市', '七星关区', 'former'],
    ['遵义市', '仁怀', '仁怀市', 'short'],
    ['贵阳市', '清镇', '清镇市', 'short'],
    ['毕节市', '威宁县', '威宁彝族回族苗族自治县', 'short'],
    ['毕节市', '纳雍县', '纳雍县', undefined],
  ])('reads the county %s %s as %s', (pref, written, name, note) => {
    const found = places.county(prefecture(pref), written);
    expect(found).toMatchObject({ ok: true, value: name });
    expect(found.ok ? found.note : 'refused').toBe(note);
  });

  it('suggests a near name, and names the prefecture of a county written under another', () => {
    expect(places.prefecture('遵议市')).toEqual({ ok: false, suggestion: '遵义市' });
    expect(places.prefecture('上海市')).toMatchObject({ ok: false, suggestion: undefined });
    expect(places.county(prefecture('毕节市'), '纳庸县')).toMatchObject({ ok: false, suggestion: '纳雍县' });
    expect(places.county(prefecture('遵义市'), '纳雍县')).toMatchObject({ ok: false, elsewhere: '毕节市' });
    expect(places.county(prefecture('遵义市'), '盘县')).toMatchObject({ ok: false, elsewhere: '六盘水市' });
  });
});
