import type { ECharts } from 'echarts/core';
import { use as registerParts } from 'echarts/core';
import { Bar3DChart, Scatter3DChart } from 'echarts-gl/charts';
import { Geo3DComponent } from 'echarts-gl/components';
import graphicGL from 'echarts-gl/lib/util/graphicGL.js';
import displayShadow from 'echarts-gl/lib/util/shader/displayShadow.glsl.js';

/**
 * The 3D parts (echarts-gl and claygl, most of the map's script), in a chunk of their own that only the
 * 3D view loads: the page, its filters and the 2D view come up without it.
 */
export function installGlParts(): void {
  registerParts([Geo3DComponent, Bar3DChart, Scatter3DChart]);
  // geo3D draws its ground with this shader, which echarts-gl registers only in its map-tile components.
  graphicGL.Shader.import(displayShadow);
}

/** The parts of echarts-gl's geo3D view that tell which region a click landed on. */
interface Geo3DRegions {
  rootNode: { on: (event: 'click', handler: (e: { triangle?: number[] }) => void) => void };
  _dataIndexOfVertex?: ArrayLike<number>;
}
interface ChartInternals {
  getModel: () => {
    getComponent: (type: string) => { getData: () => { getName: (i: number) => string } } | undefined;
  };
  getViewOfComponentModel: (model: unknown) => { _geo3DBuilder?: Geo3DRegions } | undefined;
}

const listened = new WeakSet<object>();

/**
 * Reports a click on a region of the 3D view by name. echarts-gl dispatches chart events only for series,
 * so a click on geo3D's outlines never reaches `chart.on('click')`: this listens on the outlines' meshes.
 */
export function onRegionClick3D(chart: ECharts, handler: (name: string) => void): void {
  // Internal to echarts 6 and echarts-gl 2.1 (both pinned); the views are rebuilt with each option.
  const internals = chart as unknown as ChartInternals;
  const attach = () => {
    const model = internals.getModel().getComponent('geo3D');
    const builder = model && internals.getViewOfComponentModel(model)?._geo3DBuilder;
    if (!model || !builder || listened.has(builder)) return;
    listened.add(builder);
    builder.rootNode.on('click', (e) => {
      const vertex = e.triangle?.[0];
      const index = vertex === undefined ? undefined : builder._dataIndexOfVertex?.[vertex];
      const current = internals.getModel().getComponent('geo3D');
      if (index !== undefined && current) handler(current.getData().getName(index));
    });
  };
  chart.on('finished', attach);
}
