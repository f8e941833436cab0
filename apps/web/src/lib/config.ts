/** Runtime configuration, written by the server as /config.js (`window.YAAR_CONFIG`). */
export interface YaarConfig {
  apiUrl: string;
  oyaarApiUrl: string;
  /** The supplier's state: a sale there is charged CGST + SGST, elsewhere IGST. */
  supplierState: string;
  /** false: the supplier is below the GST threshold, unregistered; it charges no GST (Bill of Supply). */
  supplierGstRegistered: boolean;
  /** The MapLibre style of the map screens (MAP_STYLE_URL). */
  mapStyleUrl: string;
  /** BUSINESS_TZ: the zone of every business day and time the app shows (lib/dates.ts). */
  businessTimeZone: string;
}

declare global {
  interface Window {
    YAAR_CONFIG?: Partial<YaarConfig>;
  }
}

const defaults: YaarConfig = {
  apiUrl: '/api',
  oyaarApiUrl: '/oyaar-api',
  supplierState: '',
  supplierGstRegistered: true,
  mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
  businessTimeZone: 'Asia/Kolkata',
};

/** Read on every call, so a configuration loaded after start-up (or set by a test) is seen. */
export function getConfig(): YaarConfig {
  const runtime = typeof window === 'undefined' ? undefined : window.YAAR_CONFIG;
  return {
    apiUrl: runtime?.apiUrl || defaults.apiUrl,
    oyaarApiUrl: runtime?.oyaarApiUrl || defaults.oyaarApiUrl,
    supplierState: runtime?.supplierState || defaults.supplierState,
    supplierGstRegistered: runtime?.supplierGstRegistered ?? defaults.supplierGstRegistered,
    mapStyleUrl: runtime?.mapStyleUrl || defaults.mapStyleUrl,
    businessTimeZone: runtime?.businessTimeZone || defaults.businessTimeZone,
  };
}
