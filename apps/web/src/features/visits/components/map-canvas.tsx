import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { useEffect, useRef, useState } from 'react';
import { getConfig } from '@/lib/config';
import { canDrawWebGl } from './webgl';
import { t } from '@/lib/i18n/language';

setWorkerUrl(workerUrl);

/** A pin (or a cluster, with its count) drawn by the map's WebGL layers. */
export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  color: string;
  /** Drawn on the pin when the style has fonts (a visit's number, a cluster's count). */
  label?: string;
  /** A cluster: a bigger circle; a tap zooms in. */
  count?: number;
}

export interface MapView {
  center: [number, number];
  zoom: number;
}

export interface MapBox {
  North: number;
  South: number;
  East: number;
  West: number;
}

interface MapCanvasProps {
  points: MapPoint[];
  /** Join the points in their order with a line (an employee's day). */
  joined?: boolean;
  /** Where the map looks; a new value moves it there. */
  view: MapView;
  /** Fit the view to the points whenever they change. */
  fit?: boolean;
  onMoved?: (box: MapBox) => void;
  onPick?: (point: MapPoint) => void;
  label: string;
}

const asGeoJson = (points: MapPoint[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: points.map((point) => ({
    type: 'Feature',
    id: point.id,
    properties: {
      ...point,
      radius: point.count ? Math.min(22, 9 + Math.log2(point.count) * 2) : 8,
    },
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
  })),
});

const asLine = (points: MapPoint[]): Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'LineString', coordinates: points.map((p) => [p.longitude, p.latitude]) },
});

function addLayers(map: MapLibreMap) {
  map.addSource('route', { type: 'geojson', data: asLine([]) });
  map.addLayer({
    id: 'route',
    type: 'line',
    source: 'route',
    paint: { 'line-color': '#0d6efd', 'line-width': 3, 'line-opacity': 0.7 },
  });
  map.addSource('points', { type: 'geojson', data: asGeoJson([]) });
  map.addLayer({
    id: 'points',
    type: 'circle',
    source: 'points',
    paint: {
      'circle-color': ['get', 'color'],
      'circle-radius': ['get', 'radius'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  // Numbers need the style's fonts; a style without them (a blank test style) draws circles only.
  if (map.getStyle().glyphs) {
    map.addLayer({
      id: 'labels',
      type: 'symbol',
      source: 'points',
      layout: { 'text-field': ['get', 'label'], 'text-size': 12, 'text-allow-overlap': true },
      paint: { 'text-color': '#ffffff' },
    });
  }
}

/**
 * A MapLibre map (style from MAP_STYLE_URL) whose pins are WebGL layers over one GeoJSON source,
 * not an HTML element per pin. Without WebGL it says the map cannot be drawn; the screen's list
 * beside it shows the same things.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { points, joined, view, fit, label } = props;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [broken, setBroken] = useState(() => !canDrawWebGl());
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  const firstView = useRef(view);

  useEffect(() => {
    if (broken || !container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibre({
        container: container.current,
        style: getConfig().mapStyleUrl,
        center: firstView.current.center,
        zoom: firstView.current.zoom,
        attributionControl: { compact: true },
        // The map's own buttons, named in the screen's language.
        locale: {
          'Map.Title': t('Map'),
          'NavigationControl.ZoomIn': t('Zoom in'),
          'NavigationControl.ZoomOut': t('Zoom out'),
          'AttributionControl.ToggleAttribution': t('Toggle attribution'),
          'AttributionControl.MapFeedback': t('Map feedback'),
        },
      });
    } catch {
      // WebGL said yes but the map could not start (a context refused): the list stands alone.
      queueMicrotask(() => setBroken(true));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const reportBox = () => {
      const bounds = map.getBounds();
      handlers.current.onMoved?.({
        North: bounds.getNorth(),
        South: bounds.getSouth(),
        East: bounds.getEast(),
        West: bounds.getWest(),
      });
    };
    map.on('load', () => {
      addLayers(map);
      setReady(true);
      reportBox();
    });
    map.on('moveend', reportBox);
    map.on('click', 'points', (event) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const point = handlers.current.points.find((p) => p.id === feature.id);
      if (point?.count) map.easeTo({ center: event.lngLat, zoom: map.getZoom() + 2 });
      else if (point) handlers.current.onPick?.(point);
    });
    map.on('mouseenter', 'points', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'points', () => (map.getCanvas().style.cursor = ''));
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The map is made once; its later center comes through `flyTo` below.
  }, [broken]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    void (map.getSource('points') as GeoJSONSource).setData(asGeoJson(points));
    void (map.getSource('route') as GeoJSONSource).setData(asLine(joined ? points : []));
    if (fit && points.length > 0) {
      const lngs = points.map((p) => p.longitude);
      const lats = points.map((p) => p.latitude);
      map.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        { padding: 48, maxZoom: 16, duration: 0 },
      );
    }
  }, [points, joined, fit, ready]);

  useEffect(() => {
    mapRef.current?.jumpTo({ center: view.center, zoom: view.zoom });
  }, [view]);

  if (broken) {
    return (
      <div className="map-canvas map-canvas-broken d-flex align-items-center justify-content-center p-3 text-center">
        <p className="mb-0" role="status">
          {t(
            'The map cannot be drawn on this device (WebGL is not available). The list shows the same places.',
          )}
        </p>
      </div>
    );
  }
  return <div ref={container} className="map-canvas" role="region" aria-label={label} />;
}
