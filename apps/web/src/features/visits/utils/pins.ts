/** Pin colours by follow-up state (the dashboard cards' colours). */
export const STATE_COLORS: Record<string, string> = {
  Overdue: '#dc3545',
  Today: '#fd7e14',
  Upcoming: '#198754',
  '': '#6c757d',
};
export const CLUSTER_COLOR = '#6f42c1';
/** The phone's own position. */
export const HERE_COLOR = '#0d6efd';

export const STATE_LABELS: Record<string, string> = {
  Overdue: 'Overdue',
  Today: 'Today',
  Upcoming: 'Upcoming',
  '': 'No follow-up due',
};

/** A box of about `km` kilometres around a point: the list's box when no map reports one. */
export function boxAround([longitude, latitude]: [number, number], km = 5) {
  const dLat = km / 111;
  const dLon = km / (111 * Math.max(0.2, Math.cos((latitude * Math.PI) / 180)));
  return {
    North: Math.min(90, latitude + dLat),
    South: Math.max(-90, latitude - dLat),
    East: Math.min(180, longitude + dLon),
    West: Math.max(-180, longitude - dLon),
  };
}
