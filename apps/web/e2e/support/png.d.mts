export function pngOf(size: number, paint: (row: Buffer, y: number) => void): Buffer;
export function solidPng(rgb: [number, number, number], size?: number): Buffer;
export function cameraPng(size?: number): Buffer;
