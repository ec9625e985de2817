import { DOCUMENT_SUBSECTIONS, SUBSECTIONS } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELDS, type FieldLabel } from '@coal/contracts';
import {
  dictTypesOf,
  distinctSources,
  isEmptySubsection,
  subsectionData,
  tableRows,
  viewOf,
} from './subsection-view';

const def = (id: string) => {
  const found = SUBSECTIONS.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('registry → renderer', () => {
  it('gives every subsection of the registry exactly one renderer by its source kind', () => {
    const expected = {
      mine: 'fields',
      document: 'document',
      table: 'table',
      graph: 'graph',
      risk: 'risk',
    } as const;
    for (const entry of SUBSECTIONS) expect(viewOf(entry).renderer).toBe(expected[entry.source.kind]);
  });

  it('narrows table columns to the registry list, in its order, with units from the shared definitions', () => {
    const view = viewOf(def('gasContent'));
    if (view.renderer !== 'table') throw new Error('table expected');
    expect(view.columns.map((c) => c.key)).toEqual([
      'seamNo',
      'measuredOn',
      'gasContent',
      'gasPressure',
      'relativeEmission',
      'absoluteEmission',
    ]);
    expect(view.columns.find((c) => c.key === 'gasPressure')?.unit).toBe('MPa');
  });

  it('shows the new subsections with their columns and keeps the source note out of every table', () => {
    const columnsOf = (id: string) => {
      const view = viewOf(SUBSECTIONS.find((s) => s.id === id)!);
      return view.renderer === 'table' ? view.columns.map((c) => c.key) : [];
    };
    expect(columnsOf('licenceCorners')).toEqual(['licenceNo', 'pointNo', 'x', 'y']);
    expect(columnsOf('smartFaces')).toContain('level');
    expect(columnsOf('miningLicence')).toContain('miningMethod');
    expect(columnsOf('safetyLicence')).toContain('principal');
    for (const def of SUBSECTIONS) expect(columnsOf(def.id), def.id).not.toContain('source');
  });

  it('lists each source note once, in row order, skipping blanks', () => {
    expect(
      distinctSources([
        { source: '乙' },
        { source: '甲' },
        { source: '乙' },
        { source: ' ' },
        { source: null },
        {},
      ]),
    ).toEqual(['乙', '甲']);
  });

  it('drops the filter column of a filtered table and keeps the chart of the registry', () => {
    const licence = viewOf(def('miningLicence'));
    if (licence.renderer !== 'table') throw new Error('table expected');
    expect(licence.columns.some((c) => c.key === 'kind')).toBe(false);
    expect(licence.filter).toEqual({ column: 'kind', value: 'mining' });
    const production = viewOf(def('productionRecords'));
    expect(production.renderer === 'table' && production.chart).toBe('productionByYear');
  });

  it('shows the coal-quality grades as GB/T 15224 dictionary tags', () => {
    expect(dictTypesOf(viewOf(def('coalQuality')))).toEqual([
      'coal_rank',
      'coal_ash_grade',
      'coal_sulfur_grade',
      'coal_calorific_grade',
    ]);
  });

  it('names every document field in both languages, the English without Chinese characters', () => {
    for (const id of DOCUMENT_SUBSECTIONS) {
      for (const [key, label] of Object.entries(DOCUMENT_FIELDS[id] as Record<string, FieldLabel>)) {
        for (const text of [label, ...Object.values(label.item ?? {})]) {
          expect(text.zh.trim(), `${id}.${key}`).not.toBe('');
          expect(text.en, `${id}.${key}`).toMatch(/^[^\u3400-\u9fff]+$/);
        }
      }
    }
  });

  it('treats missing, null and all-blank data as empty, so the block says 暂无数据', () => {
    expect(isEmptySubsection(undefined, viewOf(def('faults')))).toBe(true);
    expect(isEmptySubsection({ kind: 'document', data: null }, viewOf(def('faults')))).toBe(true);
    expect(isEmptySubsection({ kind: 'table', rows: [] }, viewOf(def('accidents')))).toBe(true);
    expect(
      isEmptySubsection(
        { kind: 'graph', nodes: [{ id: 'm:1', name: 'M', kind: 'mine', percent: null }], edges: [] },
        viewOf(def('relationshipGraph')),
      ),
    ).toBe(true);
    expect(
      isEmptySubsection(
        {
          kind: 'mine',
          values: { productionStatus: null, productionType: '', capacity: null, mergerType: null },
        },
        viewOf(def('productionOverview')),
      ),
    ).toBe(true);
    expect(
      isEmptySubsection({ kind: 'mine', values: { capacity: 45 } }, viewOf(def('productionOverview'))),
    ).toBe(false);
  });

  it('keeps only rows of the filtered kind when the rows carry the column', () => {
    const view = viewOf(def('safetyLicence'));
    if (view.renderer !== 'table') throw new Error('table expected');
    const rows = [
      { kind: 'mining', number: 'C1' },
      { kind: 'safety', number: 'S1' },
    ];
    expect(tableRows({ kind: 'table', rows }, view)).toEqual([{ kind: 'safety', number: 'S1' }]);
    expect(tableRows({ kind: 'table', rows: [{ number: 'S2' }] }, view)).toEqual([{ number: 'S2' }]);
  });

  it('ignores section data whose kind does not match the registry', () => {
    const section = {
      mineId: 1,
      section: 'overview',
      subsections: { faults: { kind: 'table' as const, rows: [] } },
    };
    expect(subsectionData(section, def('faults'))).toBeUndefined();
  });
});
