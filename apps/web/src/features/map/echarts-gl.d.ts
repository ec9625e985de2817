// echarts-gl 2.1 ships no type declarations; its installers have the shape `echarts/core`'s `use` takes.
declare module 'echarts-gl/charts' {
  import type { use } from 'echarts/core';
  type Installer = Extract<Parameters<typeof use>[0], { install: unknown } | ((...args: never[]) => unknown)>;
  export const Bar3DChart: Installer;
  export const Scatter3DChart: Installer;
}
declare module 'echarts-gl/components' {
  import type { use } from 'echarts/core';
  type Installer = Extract<Parameters<typeof use>[0], { install: unknown } | ((...args: never[]) => unknown)>;
  export const Geo3DComponent: Installer;
}
declare module 'echarts-gl/lib/util/graphicGL.js' {
  const graphicGL: { Shader: { import(source: string): void } };
  export default graphicGL;
}
declare module 'echarts-gl/lib/util/shader/displayShadow.glsl.js' {
  const source: string;
  export default source;
}
