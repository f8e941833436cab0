import { FIRST_NAMES, LAST_NAMES } from '../src/db/seed/generate-leads';

/** Searches never asked before in the run: 20 × 12 owner names × 21 scopes × 3 statuses. */
export function firstSearches(): object[] {
  const bodies: object[] = [];
  for (const status of [undefined, 'Pending', 'Completed'])
    for (let userId = 1; userId <= 21; userId += 1)
      for (const first of FIRST_NAMES)
        for (const last of LAST_NAMES)
          bodies.push({
            Search: `${first} ${last}`,
            Status: status,
            ByUser: true,
            UserId: userId,
            Page: 1,
            PageSize: 50,
          });
  return bodies;
}
