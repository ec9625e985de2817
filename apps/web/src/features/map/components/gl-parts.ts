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
