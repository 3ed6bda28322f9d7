/**
 * Spec §2: a hit's bill link opens on the host the user is on, whatever host the index stored (records
 * indexed for another deployment, or by hosted search, may name it). In-app paths resolve against it.
 */
export function onCurrentHost(url: string, origin: string = window.location.origin): string {
  try {
    const target = new URL(url, origin);
    const current = new URL(origin);
    target.protocol = current.protocol;
    target.host = current.host;
    return target.href;
  } catch {
    return url;
  }
}
