/** Whether the browser can draw WebGL (the 3D map needs it); checked once per page load. */
let supported: boolean | undefined;

export function hasWebGL(): boolean {
  if (supported === undefined) {
    try {
      const canvas = document.createElement('canvas');
      supported = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      supported = false;
    }
  }
  return supported;
}
