/** Whether this browser can draw WebGL (a phone without it, or a browser with it switched off). */
export function canDrawWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
