import type { ComponentType } from 'react';
import { lazy } from 'react';

/** React.lazy for a module's named component export, so each screen is its own chunk. */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
