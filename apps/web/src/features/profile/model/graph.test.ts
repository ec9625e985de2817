import { describe, expect, it } from 'vitest';
import { escapedForm, expectInertHtml, expectPlainLabel, XSS_LIST } from '../../../../test/chart-xss';
import { buildGraphView, depths, type GraphData, neighbourhood, shortName } from './graph';
import { graphOption } from './graph-option';

// As the server builds it: holders point at what they hold, the holder company points at the mine.
const graph: GraphData = {
  kind: 'graph',
  nodes: [
    { id: 'm:1', name: '李坳煤矿', kind: 'mine', percent: null },
    { id: 'c:新兴煤业', name: '新兴煤业', kind: 'company', percent: 100 },
    { id: 'p:赖琴', name: '赖琴', kind: 'person', percent: 40.56 },
    { id: 'c:聚鑫投资', name: '聚鑫投资', kind: 'company', percent: 59.44 },
    { id: 'p:毛建燕', name: '毛建燕', kind: 'person', percent: 29.72 },
  ],
  edges: [
    { source: 'c:新兴煤业', target: 'm:1', percent: 100 },
    { source: 'p:赖琴', target: 'c:新兴煤业', percent: 40.56 },
    { source: 'c:聚鑫投资', target: 'c:新兴煤业', percent: 59.44 },
    { source: 'p:毛建燕', target: 'c:聚鑫投资', percent: 50 },
  ],
};

describe('ownership graph', () => {
  it('finds a node’s direct neighbourhood in both directions', () => {
    expect([...neighbourhood(graph, 'c:新兴煤业')].sort()).toEqual(
      ['c:聚鑫投资', 'c:新兴煤业', 'm:1', 'p:赖琴'].sort(),
    );
    expect([...neighbourhood(graph, 'p:毛建燕')].sort()).toEqual(['c:聚鑫投资', 'p:毛建燕']);
  });

  it('layers nodes by distance from the mine, the mine at the bottom', () => {
    const d = depths(graph, 'm:1');
    expect(d.get('m:1')).toBe(0);
    expect(d.get('c:新兴煤业')).toBe(1);
    expect(d.get('p:赖琴')).toBe(2);
    expect(d.get('p:毛建燕')).toBe(3);
    const view = buildGraphView(graph, null);
    const y = (id: string) => view.nodes.find((n) => n.id === id)?.y ?? NaN;
    expect(y('m:1')).toBeGreaterThan(y('c:新兴煤业'));
    expect(y('c:新兴煤业')).toBeGreaterThan(y('p:赖琴'));
    expect(y('p:赖琴')).toBe(y('c:聚鑫投资'));
  });

  it('labels edges with the holding percentage and fades what is outside a focused node’s links', () => {
    const view = buildGraphView(graph, 'c:聚鑫投资');
    expect(view.edges.map((e) => e.label)).toEqual(['100%', '40.56%', '59.44%', '50%']);
    expect(
      view.nodes
        .filter((n) => n.faded)
        .map((n) => n.id)
        .sort(),
    ).toEqual(['m:1', 'p:赖琴'].sort());
    expect(view.edges.filter((e) => !e.faded).map((e) => e.source)).toEqual(['c:聚鑫投资', 'p:毛建燕']);
    expect(buildGraphView(graph, null).nodes.some((n) => n.faded)).toBe(false);
  });

  it('draws companies square and people round', () => {
    const option = graphOption(
      buildGraphView(graph, null),
      { kind: { mine: '煤矿', company: '企业', person: '自然人' }, cumulative: (p) => `${p}%` },
      { text: '#000', subtle: '#666', border: '#eee', palette: ['#165DFF'] },
    );
    const symbols = Object.fromEntries(option.series[0]!.data.map((d) => [d.id, d.symbol]));
    expect(symbols['c:新兴煤业']).toBe('rect');
    expect(symbols['p:赖琴']).toBe('circle');
    expect(option.series[0]!.links[1]).toMatchObject({
      source: 'p:赖琴',
      target: 'c:新兴煤业',
      label: '40.56%',
    });
  });

  it('shortens long names on the canvas only', () => {
    expect(shortName('仁怀市新兴煤业有限公司')).toBe('仁怀市新兴煤业有限…');
    expect(shortName('赖琴')).toBe('赖琴');
  });

  it('has nothing to lay out without nodes', () => {
    expect(buildGraphView({ kind: 'graph', nodes: [], edges: [] }, null)).toEqual({ nodes: [], edges: [] });
  });
});

describe('ownership graph formatters', () => {
  it('show hostile shareholder names as text in tooltips and labels', () => {
    for (const name of XSS_LIST) {
      const hostile: GraphData = {
        kind: 'graph',
        nodes: [
          { id: 'm:1', name: '李坳煤矿', kind: 'mine', percent: null },
          { id: `p:${name}`, name, kind: 'person', percent: 40 },
          { id: `c:${name}`, name, kind: 'company', percent: 60 },
        ],
        edges: [
          { source: `p:${name}`, target: 'm:1', percent: 40 },
          { source: `c:${name}`, target: 'm:1', percent: 60 },
        ],
      };
      const option = graphOption(
        buildGraphView(hostile, null),
        { kind: { mine: name, company: name, person: name }, cumulative: (p) => `${name} ${p}%` },
        { text: '#000', subtle: '#666', border: '#eee', palette: ['#165DFF'] },
      );
      const series = option.series[0]!;
      for (const node of series.data) {
        const html = option.tooltip.formatter({ dataType: 'node', data: node });
        expectInertHtml(html);
        expectPlainLabel(node.label.formatter);
      }
      expect(option.tooltip.formatter({ dataType: 'node', data: series.data[1] })).toContain(
        escapedForm(name),
      );
      for (const link of series.links) {
        expectInertHtml(option.tooltip.formatter({ dataType: 'edge', data: link }));
        expectPlainLabel(series.edgeLabel.formatter({ data: { label: `${name}${link.label}` } }));
      }
    }
  });
});
