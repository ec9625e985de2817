// How the browser tests, the screenshot scripts and the benches start the system Chromium: one list of
// flags, so a flag this machine needs is added once. Plain JavaScript: node runs the screenshots as is.

/** The system Chromium (installed with the CJK fonts, see ARCHITECTURE.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (root in a container), no GPU, and none of the background traffic a closed intranet refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The map's 3D view needs WebGL: SwiftShader draws it on the CPU despite --disable-gpu. */
export const WEBGL_ARGS = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
