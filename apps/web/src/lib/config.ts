/** Runtime configuration, written by the server as /config.js (`window.YAAR_CONFIG`). */
export interface YaarConfig {
  apiUrl: string;
  oyaarApiUrl: string;
}

declare global {
  interface Window {
    YAAR_CONFIG?: Partial<YaarConfig>;
  }
}

const defaults: YaarConfig = { apiUrl: '/api', oyaarApiUrl: '/oyaar-api' };

/** Read on every call, so a configuration loaded after start-up (or set by a test) is seen. */
export function getConfig(): YaarConfig {
  const runtime = typeof window === 'undefined' ? undefined : window.YAAR_CONFIG;
  return {
    apiUrl: runtime?.apiUrl || defaults.apiUrl,
    oyaarApiUrl: runtime?.oyaarApiUrl || defaults.oyaarApiUrl,
  };
}
