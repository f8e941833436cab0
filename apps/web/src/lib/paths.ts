import { generatePath } from 'react-router';
import type { RouteAccess, RouteEntry } from './route-table';
import { routeTable } from './route-table';

export type { RouteAccess, RouteEntry } from './route-table';
export { routeTable } from './route-table';

export type RouteName = keyof typeof routeTable;

const routeNames = Object.keys(routeTable) as RouteName[];

/** The route names, in the table's order, that `access` lets in. */
export const routesFor = (access: RouteAccess) =>
  routeNames.filter((name) => routeTable[name].access === access);

/** Each route's path pattern by name. */
export const paths = Object.fromEntries(
  routeNames.map((name) => [name, routeTable[name].path]),
) as { [Name in RouteName]: (typeof routeTable)[Name]['path'] };

export interface MenuItem {
  name: RouteName;
  label: string;
  icon: string;
}

/** The side menu (spec 1 §2.2, spec 2 §2): the staff entries, then the administrator's. */
export function menuFor(isAdmin: boolean): MenuItem[] {
  return routeNames.flatMap((name) => {
    const entry: RouteEntry = routeTable[name];
    if (!entry.menu || (entry.menu.for === 'admin' && !isAdmin)) return [];
    return [{ name, label: entry.menu.label, icon: entry.menu.icon }];
  });
}

/** The address of a named route, e.g. `pathTo('Leads', { followUp: 'Today' })`. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}) {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) values[key] = String(value);
  }
  const pattern: string = paths[name];
  return generatePath(pattern, values);
}
