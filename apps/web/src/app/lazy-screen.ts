import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';

/** A lazy screen that can be asked to load before it is drawn. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named component export, so each screen is its own chunk; `preload`
 * starts fetching that chunk early (the same import, so it is fetched once).
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen {
  const component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return Object.assign(component, { preload: load });
}
