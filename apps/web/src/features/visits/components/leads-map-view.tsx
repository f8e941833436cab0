import type { MapLead, UserPick } from '@yaar/shared';
import { directionsUrl, distanceMetres, MAP_MAX_POINTS } from '@yaar/shared';
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { QueryError } from '@/components/ui/error-state';
import { pathTo } from '@/lib/paths';
import { useLeadsMap } from '../api/get-leads-map';
import { CLUSTER_COLOR, HERE_COLOR, STATE_COLORS, STATE_LABELS, boxAround } from '../utils/pins';
import { formatMetres } from '../utils/visit-text';
import { EmployeeSelect } from './employee-select';
import { MapCanvas, type MapBox, type MapPoint, type MapView } from './map-canvas';
import { t } from '@/lib/i18n/language';

/** India as a whole, until the phone says where it is. */
const INDIA: MapView = { center: [78.9, 22.6], zoom: 4 };
const LISTED = 50;

function StateBadge({ state }: { state: string }) {
  return (
    // Dark text on the orange of Today (white on it is 2.9:1), white on the darker three.
    <Badge
      style={{ backgroundColor: STATE_COLORS[state] }}
      bg=""
      className={state === 'Today' ? 'text-dark' : 'text-white'}
    >
      {t(STATE_LABELS[state] ?? state)}
    </Badge>
  );
}

function LeadActions({ lead }: { lead: MapLead }) {
  return (
    <span className="d-inline-flex gap-2">
      <Link className="btn btn-sm btn-outline-primary" to={pathTo('FollowUp', { id: lead.id })}>
        {t('Open')}
      </Link>
      <a
        className="btn btn-sm btn-outline-primary"
        href={directionsUrl(lead.Latitude, lead.Longitude)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('Directions')}
      </a>
    </span>
  );
}

/**
 * Leads near me: the map centred on the phone's position, pins coloured by follow-up state,
 * clusters beyond a few hundred; the list beside it holds the same leads, nearest first.
 */
export function LeadsMapView({ employees }: { employees: UserPick[] | null }) {
  const [here, setHere] = useState<[number, number] | null>(null);
  const [view, setView] = useState<MapView>(INDIA);
  const [mapBox, setMapBox] = useState<MapBox | null>(null);
  const [userId, setUserId] = useState('');
  const [picked, setPicked] = useState<MapLead | null>(null);

  useEffect(() => {
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => {
        const center: [number, number] = [coords.longitude, coords.latitude];
        setHere(center);
        setView({ center, zoom: 14 });
        setMapBox(null);
      },
      () => undefined,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);

  const box = mapBox ?? boxAround(view.center, here ? 3 : 1500);
  const map = useLeadsMap({ ...box, ...(userId ? { UserId: Number(userId) } : {}) });
  const leads = useMemo(() => {
    const rows = map.data?.Leads ?? [];
    if (!here) return rows;
    const me = { longitude: here[0], latitude: here[1] };
    const away = (lead: MapLead) =>
      distanceMetres(me, { latitude: lead.Latitude, longitude: lead.Longitude });
    return [...rows].sort((a, b) => away(a) - away(b));
  }, [map.data, here]);
  const clusters = useMemo(() => map.data?.Clusters ?? [], [map.data]);
  const points: MapPoint[] = useMemo(
    () => [
      ...leads.map((lead) => ({
        id: lead.id,
        latitude: lead.Latitude,
        longitude: lead.Longitude,
        color: STATE_COLORS[lead.State] ?? '#6c757d',
      })),
      ...(here
        ? [{ id: 0, latitude: here[1], longitude: here[0], color: HERE_COLOR, label: '' }]
        : []),
      ...clusters.map((cluster, index) => ({
        id: -1 - index,
        latitude: cluster.Latitude,
        longitude: cluster.Longitude,
        color: CLUSTER_COLOR,
        label: String(cluster.Count),
        count: cluster.Count,
      })),
    ],
    [leads, clusters, here],
  );
  const clustered = clusters.reduce((sum, cluster) => sum + cluster.Count, 0);
  const distanceOf = (lead: MapLead) =>
    here
      ? formatMetres(
          distanceMetres(
            { longitude: here[0], latitude: here[1] },
            { latitude: lead.Latitude, longitude: lead.Longitude },
          ),
        )
      : null;

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <MapCanvas
          label={t('Map of leads')}
          points={points}
          view={view}
          onMoved={setMapBox}
          onPick={(point) => setPicked(leads.find((lead) => lead.id === point.id) ?? null)}
        />
        <p className="small mt-2 mb-0 d-flex flex-wrap gap-2 align-items-center">
          {Object.keys(STATE_LABELS).map((state) => (
            <StateBadge key={state} state={state} />
          ))}
          <Badge style={{ backgroundColor: HERE_COLOR }} bg="" className="text-white">
            {t('You')}
          </Badge>
        </p>
      </div>
      <div className="col-lg-4">
        {employees ? (
          <EmployeeSelect
            id="map-UserId"
            className="mb-2"
            employees={employees}
            value={userId}
            onChange={setUserId}
            blank={t('All')}
          />
        ) : null}
        {picked ? (
          <Card className="mb-2 border-primary">
            <Card.Body className="py-2">
              <div className="fw-semibold">{picked.CompanyName || t('Lead')}</div>
              <div className="small mb-2">
                <StateBadge state={picked.State} /> {distanceOf(picked)}
              </div>
              <LeadActions lead={picked} />
            </Card.Body>
          </Card>
        ) : null}
        <QueryError what="the leads on the map" query={map} />
        {clustered > 0 ? (
          <p className="small" role="status">
            {t('{count} leads here, more than {max}: zoom in to see them one by one.', {
              count: clustered,
              max: MAP_MAX_POINTS,
            })}
          </p>
        ) : map.isSuccess && leads.length === 0 ? (
          <p className="small text-muted">{t('No leads in this part of the map.')}</p>
        ) : null}
        <ul className="list-unstyled mb-0 map-leads" aria-label={t('Leads on the map')}>
          {leads.slice(0, LISTED).map((lead) => (
            <li key={lead.id} className="py-2 border-bottom">
              <div className="fw-semibold">{lead.CompanyName || t('Lead')}</div>
              <div className="small d-flex flex-wrap align-items-center gap-2 mb-1">
                <StateBadge state={lead.State} />
                {distanceOf(lead)}
              </div>
              <LeadActions lead={lead} />
            </li>
          ))}
        </ul>
        {leads.length > LISTED ? (
          <p className="small text-muted mt-2">
            {t('and {count} more on the map.', { count: leads.length - LISTED })}
          </p>
        ) : null}
        <Button
          variant="link"
          className="px-0"
          disabled={!here}
          onClick={() => here && setView({ center: here, zoom: 14 })}
        >
          {t('Back to where I am')}
        </Button>
      </div>
    </div>
  );
}
