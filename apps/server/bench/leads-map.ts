/**
 * The map's box (`POST /leads-map`) over the seeded leads, which lie in a 0.15° square of
 * Ahmedabad (seed: 22.95–23.10 N, 72.50–72.65 E): boxes of a phone's view at three zooms, each
 * request at another place in the square, for the administrator (every lead) and for one employee.
 */
const SOUTH = 22.95;
const WEST = 72.5;
const SPAN = 0.15;

function boxes(count: number, height: number, width: number, userIds: number[] = []) {
  const bodies: object[] = [];
  for (let i = 0; i < count; i += 1) {
    // A fixed walk over the square (no randomness: runs compare).
    const south = SOUTH + ((i * 0.37) % 1) * (SPAN - height);
    const west = WEST + ((i * 0.61) % 1) * (SPAN - width);
    bodies.push({
      South: south,
      North: south + height,
      West: west,
      East: west + width,
      ...(userIds.length > 0 ? { UserId: userIds[i % userIds.length] } : {}),
    });
  }
  return bodies;
}

/** The request bodies of each map target: street (zoom 16), neighbourhood (14) and city (11). */
export const mapBoxes = {
  street: boxes(500, 0.006, 0.004),
  neighbourhood: boxes(500, 0.024, 0.016),
  city: boxes(100, 0.15, 0.15),
  employeeCity: (userIds: number[]) => boxes(500, 0.15, 0.15, userIds),
  /** One employee's neighbourhood: ~170 of their leads among ~3,500, answered one by one. */
  employeeNeighbourhood: (userIds: number[]) => boxes(500, 0.024, 0.016, userIds),
};
