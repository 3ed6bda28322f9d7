// Which push endpoints a reader may register (issue 22). The server POSTs to whatever a subscription
// names, so an endpoint must not point it at itself or the network behind it: real push services are
// public https origins. Local endpoints (the test push service) are allowed only when the server is
// told so (PUSH_ALLOW_LOCAL_ENDPOINTS, tests and the e2e server).
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/** Why this endpoint may not be registered; null when it may. */
export function pushEndpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'body.endpoint must be a URL';
  }
  if (allowLocal)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'body.endpoint must be an http(s) URL';
  if (url.protocol !== 'https:') return 'body.endpoint must be an https URL of a push service';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const version = isIP(host);
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (version === 4 && privateRanges.check(host, 'ipv4')) ||
    (version === 6 && privateRanges.check(host, 'ipv6'));
  return local ? 'body.endpoint must be a public push service, not a local or private address' : null;
}
