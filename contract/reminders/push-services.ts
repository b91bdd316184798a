/**
 * The Web Push services the server sends to (docs/decisions/0180-push-endpoints-and-outbound-guard.md). A browser's
 * subscription names its push service's address; every reminder then makes the server open a connection there, so
 * only the services browsers really use are accepted: Google's FCM (Chrome, Edge on Android, Opera, Samsung Internet),
 * Mozilla's autopush (Firefox), Apple's (Safari) and Microsoft's WNS (Edge on Windows).
 */

/** Hosts named exactly. */
export const WEB_PUSH_SERVICE_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
];

/** Domains whose sub-hosts are push services (WNS hands out regional hosts such as wns2-par02p.notify.windows.com). */
export const WEB_PUSH_SERVICE_DOMAINS: readonly string[] = ["notify.windows.com"];

/**
 * Whether `endpoint` is an https address of a known push service, on its standard port, with no user name or password.
 * `extraHosts` are the hosts tests add for their local fake service (any port); empty everywhere else.
 */
export function isKnownPushService(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host)) return true;
  if (url.port !== "") return false;
  if (WEB_PUSH_SERVICE_HOSTS.includes(host)) return true;
  return WEB_PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`) && /^[a-z0-9-]+$/.test(host.slice(0, -domain.length - 1)));
}
