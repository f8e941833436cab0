/**
 * The hosts of the browsers' push services (RFC 8030 endpoints): Chrome's and Edge's on Android
 * (FCM), Firefox's (Mozilla autopush), Safari's (Apple), Edge's on Windows (WNS).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/**
 * Whether the server may send to `endpoint`: https on a known push service's host (default port),
 * or an origin of `allowedOrigins` (PUSH_ENDPOINT_ALLOW: private push services, tests). Anything
 * else would let a user make the server post into its own network.
 */
export function isPushServiceEndpoint(
  endpoint: string,
  allowedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}
