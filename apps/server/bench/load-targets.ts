import { firstSearches } from './first-searches';
import { mapBoxes } from './leads-map';
import type { LoadTarget } from './load';
import { timelineTarget } from './lead-timeline';

/** A route loaded by the bench, with its targets: p95 in ms, and its share of the ceiling's req/s. */
export type BenchTarget = LoadTarget & { p95Target?: number; shareTarget?: number };

/** The routes `npm run bench` loads, the ceiling first. */
export function loadTargets(
  base: string,
  auth: Record<string, string>,
  searchTerm: string,
  timelineLeadId?: number,
): BenchTarget[] {
  const map = (name: string, bodies: object[]) => ({
    name: `leads-map, ${name}`,
    url: `${base}/api/leads-map`,
    method: 'POST' as const,
    headers: auth,
    bodies,
    p95Target: 50,
  });
  const mapTargets = () => [
    map('street box (admin: ~220 leads)', mapBoxes.street),
    map('neighbourhood box (admin: ~3,500 leads, clusters)', mapBoxes.neighbourhood),
    map('whole city (admin: 200,000 in clusters)', mapBoxes.city),
    map(
      'whole city, one employee (~10,000 leads, clusters)',
      mapBoxes.employeeCity(Array.from({ length: 20 }, (_, i) => i + 2)),
    ),
    map(
      'neighbourhood box, one employee (~170 leads)',
      mapBoxes.employeeNeighbourhood(Array.from({ length: 20 }, (_, i) => i + 2)),
    ),
  ];
  const list = (name: string, body: object): LoadTarget => ({
    name,
    url: `${base}/api/leads-list`,
    method: 'POST',
    headers: auth,
    body,
  });
  // Targets: p95 in milliseconds, and the share of the ceiling's req/s in the same run.
  return [
    { name: 'ceiling: 200 fixed objects', url: `${base}/bench/ceiling` },
    {
      name: 'dashboard-counts (admin, all leads)',
      url: `${base}/api/dashboard-counts`,
      headers: auth,
      p95Target: 50,
      shareTarget: 0.5,
    },
    {
      name: 'dashboard-activity',
      url: `${base}/api/dashboard-activity`,
      headers: auth,
      p95Target: 10,
      shareTarget: 0.3,
    },
    {
      ...list('leads-list, 50 rows, Pending + Today', {
        Status: 'Pending',
        FollowUpStatus: 'Today',
        Page: 2,
        PageSize: 50,
      }),
      p95Target: 50,
      shareTarget: 0.3,
    },
    {
      ...list(`leads-list, search "${searchTerm}"`, {
        Search: searchTerm,
        Page: 1,
        PageSize: 50,
      }),
      p95Target: 100,
      shareTarget: 0.1,
    },
    ...mapTargets(),
    ...(timelineLeadId === undefined ? [] : [timelineTarget(base, auth, timelineLeadId)]),
    {
      // The same term again is counted once (the count is kept until leads change); this is
      // a search's first time: an owner's name, under an employee and a status, all different.
      ...list('leads-list, search, a new term each request', {}),
      body: undefined,
      bodies: firstSearches(),
    },
  ];
}
